extension CalendarFormat {
    /// `calendar` in this format: `style` is the terminal's (asked only for ansi, the one format it changes),
    /// `theme` the colours of svg and html, `width` the columns ansi and text lines fit in.
    package func render(
        _ calendar: StreakCalendar, theme: CalendarTheme, width: Int = 80, style: () -> TerminalStyle
    ) -> String {
        switch self {
        case .ansi: return TerminalCalendarRenderer(style: style(), width: width).render(calendar)
        case .text: return TerminalCalendarRenderer(style: .plain, width: width).render(calendar)
        case .svg: return SVGCalendarRenderer(theme: theme).render(calendar)
        case .html: return HTMLCalendarRenderer(theme: theme).render(calendar)
        case .json: return JSONCalendarRenderer.render(calendar).serialized(pretty: true)
        }
    }
}

/// Renders the widget in one of the status-bar formats.
package enum BarRenderer {
    /// `executable` and `home` (`RITUALIST_HOME`, nil for the default home) are what a click in the xbar dropdown
    /// runs, so that it acts on the home the bar shows.
    package static func render(_ status: BarStatus, format: BarFormat, executable: String, home: String? = nil)
        -> String
    {
        switch format {
        case .text, .plain: return status.text
        case .json: return status.text  // the command prints DayStatus's own JSON instead
        case .waybar: return WaybarRenderer.render(status)
        case .polybar: return PolybarRenderer.render(status)
        case .i3blocks: return I3blocksRenderer.render(status)
        case .i3statusRust: return I3statusRustRenderer.render(status)
        case .xbar: return XbarRenderer.render(status, executable: executable, home: home)
        }
    }
}

extension CalendarFormat {
    /// `format` (--format), else the one `output`'s extension names (refusing one no renderer writes), else
    /// ansi.
    package static func chosen(_ format: CalendarFormat?, output: String?) throws(FrontEndError) -> CalendarFormat {
        if let format { return format }
        guard let output, let suffix = CalendarFormat.fileExtension(of: output) else { return .ansi }
        guard let inferred = CalendarFormat.inferred(fromPath: output) else {
            throw .unknownCalendarExtension(output: output, suffix: suffix)
        }
        return inferred
    }
}

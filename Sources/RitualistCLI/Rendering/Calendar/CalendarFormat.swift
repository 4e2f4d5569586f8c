/// What `ritual calendar` writes.
enum CalendarFormat: String, CaseIterable, Sendable {
    /// Text with colours, degrading to `text` when colour is off or the output is not a terminal.
    case ansi
    /// One glyph per level, no escape codes.
    case text
    case svg
    /// A self-contained page: tooltips, and the habits done on a day on click or Enter.
    case html
    case json

    /// The format a file name's extension names, so `--output year.svg` needs no `--format`.
    static func inferred(fromPath path: String) -> CalendarFormat? {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "svg": return .svg
        case "html", "htm": return .html
        case "json": return .json
        case "txt": return .text
        default: return nil
        }
    }
}

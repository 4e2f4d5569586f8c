/// What `ritual calendar` writes.
package enum CalendarFormat: String, CaseIterable, Sendable {
    /// Text with colours, degrading to `text` when colour is off or the output is not a terminal.
    case ansi
    /// One glyph per level, no escape codes.
    case text
    case svg
    /// A self-contained page: tooltips, and the habits done on a day on click or Enter.
    case html
    case json

    /// Whether the format lists the habits done on each day (the other formats show how many).
    package var namesHabits: Bool { self == .html || self == .json }

    /// The format a file name's extension names, so `--output year.svg` needs no `--format`.
    static func inferred(fromPath path: String) -> CalendarFormat? {
        switch fileExtension(of: path)?.lowercased() {
        case "svg": return .svg
        case "html", "htm": return .html
        case "json": return .json
        case "txt": return .text
        default: return nil
        }
    }

    /// `svg` for `year.svg`; nil when the file name has no extension.
    static func fileExtension(of path: String) -> String? {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        return String(name[name.index(after: dot)...])
    }

    /// The extensions a format is inferred from, as a message lists them.
    static let knownExtensions = [".svg", ".html", ".json", ".txt"]
}

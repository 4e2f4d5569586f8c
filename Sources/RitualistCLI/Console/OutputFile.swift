import Foundation

/// A file a command was asked to write, where `-` means standard output, as it does for most programs.
enum OutputFile {
    /// Whether `path` names standard output (absent, or `-`).
    static func isStandardOutput(_ path: String?) -> Bool {
        path == nil || path == "-"
    }

    /// Writes `text` and a line break to `path`, or to standard output for `-`; `styled` text is written as its
    /// renderer escaped it.
    static func write(_ text: String, to path: String?, styled: Bool = false) throws {
        guard let path, path != "-" else {
            return styled ? Output.styled(text) : Output.line(text)
        }
        guard let file = fopen(path, "w") else {
            throw CLIError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
        defer { fclose(file) }
        guard fputs(text + "\n", file) >= 0 else {
            throw CLIError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
    }
}

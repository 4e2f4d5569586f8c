import Foundation
import RitualistDesktop

/// A file a command was asked to write, where `-` means standard output, as it does for most programs.
package enum OutputFile {
    /// Whether `path` names standard output (absent, or `-`).
    package static func isStandardOutput(_ path: String?) -> Bool {
        path == nil || path == "-"
    }

    /// Writes `text` and a line break to `path`, or to standard output for `-`; `styled` text is written as its
    /// renderer escaped it.
    package static func write(_ text: String, to path: String?, styled: Bool = false) throws(FrontEndError) {
        guard let path, path != "-" else {
            return styled ? Output.styled(text) : Output.line(text)
        }
        guard let file = fopen(path, "w") else {
            throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
        defer { fclose(file) }
        guard fputs(text + "\n", file) >= 0 else {
            throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
    }
}

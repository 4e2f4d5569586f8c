import Foundation
import Primitives
import RitualistApp

/// A file a command was asked to write, where `-` means standard output, as it does for most programs. A file is
/// replaced whole (see `FileReplacement`): a device, a FIFO, a socket or a folder is refused, never written through
/// or renamed over.
package enum OutputFile {
    /// Whether `path` names standard output (absent, or `-`).
    package static func isStandardOutput(_ path: String?) -> Bool {
        path == nil || path == "-"
    }

    /// Writes `text` and a line break to `path`, or to standard output for `-`; `styled` text is written as its
    /// renderer escaped it. A new file is readable as the umask allows, as a shell's redirection would make it; a file
    /// replaced keeps its permissions.
    package static func write(_ text: String, to path: String?, styled: Bool = false) throws(FrontEndError) {
        guard let path, path != "-" else {
            return styled ? Output.styled(text) : Output.line(text)
        }
        do throws(FileReplacement.Failure) {
            let output = try FileReplacement(path: path, mode: 0o666)
            // A file replaced keeps its permissions, as one written through would have.
            var status = stat()
            if stat(output.target, &status) == 0 { chmod(output.temporary, status.st_mode & 0o7777) }
            do throws(FileReplacement.Failure) {
                try output.write(text + "\n")
            } catch {
                output.discard()
                throw error
            }
            try output.commit()
        } catch {
            throw .cannotWrite(path: path, reason: error.reason)
        }
    }
}

import IntentKit
import RitualistStore
import RitualistTransfer

/// What `ritual backup` is asked to do: copy the habit store to `file`, or to the backups folder (the newest 7
/// kept), and say where, as a line or JSON.
package struct BackupRequest {
    package let file: String?
    package let json: Bool

    package init(file: String?, json: Bool) {
        self.file = file
        self.json = json
    }

    package func run() throws(ExitStatus) {
        try FailureReport.reporting {
            let runtime = try Console.current.runtime()
            let store = runtime.paths.database
            var removed: [String] = []
            let written = try reportingFileErrors { () throws -> String in
                if let file {
                    try StoreBackup.backup(store: store, to: file)
                    return file
                }
                let folder = StoreBackup.folder(stateDirectory: runtime.paths.stateDirectory)
                let result = try StoreBackup.backup(store: store, intoFolder: folder, at: runtime.now.instant)
                removed = result.removed
                return result.file
            }
            if json {
                Output.json(
                    .object([
                        ("ok", .bool(true)), ("file", .string(written)),
                        ("removed", .array(removed.map(JSONValue.string))),
                    ]))
            } else {
                Output.line("Backed up the habit store to '\(written)' (integrity check ok).")
                if !removed.isEmpty {
                    Output.line(
                        "Removed \(removed.count) older backup\(removed.count == 1 ? "" : "s") (the newest 7 are kept)."
                    )
                }
            }
        }
    }
}

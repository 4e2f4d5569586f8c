import ArgumentParser
import IntentKit
import RitualistTransfer

struct BackupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Copy the habit store, consistently, while other commands may be writing.",
        discussion: """
            SQLite copies the live store (VACUUM INTO), the copy is checked (PRAGMA integrity_check) and written \
            readable by you only. Without FILE it goes to backups/ in the state folder, named by the time \
            (ritualist-20251108T170000.000Z.sqlite), and only the newest 7 there are kept. `ritual restore FILE` \
            puts one back.
            """)

    @Argument(help: "Where to write the copy (default: backups/ in the state folder).", completion: .file())
    var file: String?

    @OptionGroup var options: ScriptOptions

    func run() throws {
        try reportingFailures {
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
            if options.json {
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

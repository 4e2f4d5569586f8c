import IntentKit
import RitualistStore
import RitualistTransfer

/// What `ritual restore` is asked to do: put the backup `file` in the habit store's place, keeping the current store
/// beside it, and say so, as a line or JSON.
package struct RestoreRequest {
    package let file: String
    package let json: Bool

    package init(file: String, json: Bool) {
        self.file = file
        self.json = json
    }

    package func run() throws(ExitStatus) {
        try FailureReport.reporting {
            let runtime = try Console.current.runtime()
            let kept = try reportingFileErrors {
                try StoreRestore.restore(file, over: runtime.paths.database, at: runtime.now.instant)
            }
            HistoryChanged.refreshBars(runtime: runtime)
            // What the next sync pulls back; a previous store that cannot be read for it changes nothing restored.
            let fromServer =
                kept.flatMap {
                    try? StoreRestore.entriesOnServer(lackedBy: runtime.paths.database, knownTo: $0)
                } ?? 0
            if json {
                Output.json(
                    .object([
                        ("ok", .bool(true)), ("file", .string(file)),
                        ("kept", kept.map(JSONValue.string) ?? .null), ("fromServer", .int(fromServer)),
                    ]))
            } else {
                Output.line(
                    "Restored the habit store from '\(file)'."
                        + (kept.map { " The previous store is kept as '\($0)'." } ?? "")
                        + Self.syncSentence(fromServer))
            }
        }
    }

    /// What the next sync does after a restore: pulls back the changes the server holds that the backup lacks.
    static func syncSentence(_ count: Int) -> String {
        guard count > 0 else { return "" }
        let changes = count == 1 ? "1 change" : "\(count) changes"
        return " The sync server holds \(changes) this backup lacks, made since it was taken: the next 'ritual sync'"
            + " brings \(count == 1 ? "it" : "them") back. To keep the backup's state on every machine, undo"
            + " \(count == 1 ? "it" : "them") after that sync ('ritual changes' lists them, 'ritual undo --last' reverses"
            + " the latest)."
    }
}

import IntentKit
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
            if json {
                Output.json(
                    .object([
                        ("ok", .bool(true)), ("file", .string(file)),
                        ("kept", kept.map(JSONValue.string) ?? .null),
                    ]))
            } else {
                Output.line(
                    "Restored the habit store from '\(file)'."
                        + (kept.map { " The previous store is kept as '\($0)'." } ?? ""))
            }
        }
    }
}

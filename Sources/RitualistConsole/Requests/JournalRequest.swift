import IntentKit
import RitualistDesktop

/// What `ritual journal` is asked to show: the newest `limit` records, as lines or a JSON array, after a word on the
/// runs the journal could not take and on damaged lines it skipped.
package struct JournalRequest {
    package let limit: Int
    package let json: Bool

    package init(limit: Int, json: Bool) {
        self.limit = limit
        self.json = json
    }

    package func run() throws(ExitStatus) {
        try FailureReport.reporting {
            let journal = Journal(path: try Console.current.runtime().paths.journal)
            let reading = journal.reading(limit: limit)
            // Runs the journal could not take are said once, here, even when the journal file has been fixed since.
            if let unrecorded = journal.unrecorded() {
                Output.error("warning: \(unrecorded)")
                journal.forgetUnrecorded()
            }
            if let note = reading.damageNote { Output.error("note: \(note).") }
            if json {
                Output.json(.array(reading.records.map(\.json)))
            } else {
                Output.lines(JournalRenderer.lines(reading.records))
            }
        }
    }
}

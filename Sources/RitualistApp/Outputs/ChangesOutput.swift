import IntentKit
import Primitives
import RitualistCore

/// What Changes returns: the change log's entries, newest first, each in words at its local time.
package struct ChangesOutput: ActionOutput {
    package let entries: [ChangeEntry]
    let words: ChangeWords
    let zone: WallZone

    package var json: JSONValue {
        .array(entries.map { $0.json(words: words, zone: zone) })
    }

    /// `2026-11-24 21:03  Completed Read for 2026-11-24`, one line per entry.
    package var text: String {
        guard !entries.isEmpty else { return "No changes." }
        return entries.map { entry in
            let time = entry.localTime(in: zone).map { moment in
                moment.date.iso + " " + ISODate.padded(moment.secondOfDay / 3600, 2) + ":"
                    + ISODate.padded(moment.secondOfDay / 60 % 60, 2)
            }
            return (time ?? LocalMoment.utcStamp(entry.time)) + "  " + words.text(entry)
        }.joinedText(separator: "\n")
    }
}

extension ChangesOutput {
    /// The entries, each as `ChangeEntry.resultShape`.
    package static var resultShape: ResultShape { .list(ChangeEntry.resultShape) }
}

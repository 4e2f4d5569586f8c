import IntentKit
import RitualistCore

/// What Changes returns: the change log's entries, newest first, each in words at its local time.
public struct ChangesOutput: ActionOutput {
    public let entries: [ChangeEntry]
    let words: ChangeWords
    let zone: WallZone

    public var json: JSONValue {
        .array(entries.map { $0.json(words: words, zone: zone) })
    }

    /// `2026-11-24 21:03  Completed Read for 2026-11-24`, one line per entry.
    public var text: String {
        guard !entries.isEmpty else { return "No changes." }
        return entries.map { entry in
            let time = entry.localTime(in: zone).map { moment in
                moment.date.iso + " " + ISOTime.hoursAndMinutes(moment.secondOfDay)
            }
            return (time ?? LocalMoment.utcStamp(entry.time)) + "  " + words.text(entry)
        }.joined(separator: "\n")
    }
}

/// `21:03`.
enum ISOTime {
    static func hoursAndMinutes(_ secondOfDay: Int) -> String {
        let hours = secondOfDay / 3600, minutes = secondOfDay / 60 % 60
        return (hours < 10 ? "0" : "") + String(hours) + ":" + (minutes < 10 ? "0" : "") + String(minutes)
    }
}

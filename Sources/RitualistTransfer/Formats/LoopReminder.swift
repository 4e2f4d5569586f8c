import Primitives
import RitualistCore

/// A Loop reminder in words, for the note that says it was not kept: `18:00 every day`, `07:30 on Mon, Wed`.
enum LoopReminder {
    /// The reminder at `hour`:`minute` on the days of Loop's mask (bit 0 Saturday, bit 1 Sunday, … bit 6 Friday).
    static func words(hour: Int, minute: Int, days mask: Int) -> String {
        let time = ISODate.padded(hour, 2) + ":" + ISODate.padded(minute, 2)
        let days = Weekday.allCases.filter { mask & (1 << (($0.rawValue + 1) % 7)) != 0 }
        if days.count == 7 || days.isEmpty { return "\(time) every day" }
        return "\(time) on "
            + days.map { $0.shortName.prefix(1).uppercased() + $0.shortName.dropFirst() }.joinedText(separator: ", ")
    }
}

import Primitives

/// A time on the wall clock to the minute, `HH:MM`, as triggers write it.
package struct TimeOfDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Minutes since midnight, 0 to 1439.
    package let minuteOfDay: Int

    /// 00:00.
    package static let midnight = TimeOfDay(minuteOfDay: 0)
    /// 23:59, the last minute of a day.
    package static let lastMinute = TimeOfDay(minuteOfDay: 1439)

    /// The time `minuteOfDay` minutes after midnight.
    package init(minuteOfDay: Int) {
        self.minuteOfDay = minuteOfDay
    }

    /// `HH:MM` (or `H:MM`), 00:00 to 23:59; nil for anything else.
    package init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let hour = Int(parts[0]), let minute = Int(parts[1]), hour < 24, minute < 60
        else { return nil }
        self.init(minuteOfDay: hour * 60 + minute)
    }

    /// The hour, 0 to 23.
    package var hour: Int { minuteOfDay / 60 }
    /// The minute, 0 to 59.
    package var minute: Int { minuteOfDay % 60 }

    /// `21:00`.
    package var description: String { ISODate.padded(hour, 2) + ":" + ISODate.padded(minute, 2) }

    /// Earlier first.
    package static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool { lhs.minuteOfDay < rhs.minuteOfDay }
}

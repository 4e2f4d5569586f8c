import RitualistCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The ranges a pulled entry's values must lie in, whatever machine wrote it: what a local change can never
/// produce must not enter the store from the server either, because the change log is append-only and a value
/// past them breaks every later read or write (a time of 1e300 no date formats, an order of `Int.max` the next
/// habit's order overflows, two amounts of 1e308 a day's total of infinity).
///
/// These are the checks that need nothing but the entry; those that need the store (a binary habit's values, the
/// operation an entry belongs to) are the merge's.
package enum SyncWireBounds {
    /// The first instant a time may name: 1900-01-01T00:00:00Z, in seconds since 1970.
    package static let earliestTime: Double = -2_208_988_800
    /// The first instant past the last a time may name: 10000-01-01T00:00:00Z.
    package static let timeLimit: Double = 253_402_300_800
    /// The days a log, a rest day or a habit's start and end may fall on.
    package static let days = day(at: earliestTime)...day(at: timeLimit - 1)
    /// The places in lists a habit may take: a 32-bit integer, so that counting on from the last never overflows.
    package static let displayOrders = Int(Int32.min)...Int(Int32.max)
    /// The depths in a chain of automations an entry may say it was made at: what `RITUALIST_TRIGGER_DEPTH` holds.
    package static let depths = 0...9_999
    /// The largest amount one log may carry: the largest day's total a press accepts (the sanity bound of the
    /// largest daily target), so that no sum of a day's logs comes near infinity.
    package static let maximumAmount = Habit.sanityFactor * HabitDraft.maximumTarget

    private static func day(at seconds: Double) -> Day {
        Day(instant: Date(timeIntervalSince1970: seconds), utcOffsetSeconds: 0)
    }

    /// Throws the first value of `entry` outside its range.
    package static func check(_ entry: ChangeEntry) throws(SyncWireError) {
        try time(entry.time.timeIntervalSince1970, "time")
        let data = entry.data
        if let habit = data.habit { try check(habit) }
        if let log = data.log { try check(log) }
        if let rest = data.restDay { try day(rest.day, "rest day's day") }
        if let depth = data.depth, !depths.contains(depth) {
            throw .outOfBounds("its depth '\(depth)' is not between \(depths.lowerBound) and \(depths.upperBound)")
        }
        if let settings = data.settings {
            for key in settings.keys.sorted() where !SyncedSettingKeys.all.contains(key) {
                throw .outOfBounds(
                    "its setting '\(key)' is not one that syncs (expected one of: "
                        + SyncedSettingKeys.all.joinedText(separator: ", ") + ")")
            }
        }
    }

    private static func check(_ habit: HabitRecord) throws(SyncWireError) {
        try time(habit.createdAt, "habit's createdAt")
        try day(habit.startDate, "habit's startDate")
        if let end = habit.endDate { try day(end, "habit's endDate") }
        guard displayOrders.contains(habit.displayOrder) else {
            throw .outOfBounds(
                "its habit's displayOrder '\(habit.displayOrder)' is not between \(displayOrders.lowerBound) and "
                    + "\(displayOrders.upperBound)")
        }
    }

    private static func check(_ log: LogRecord) throws(SyncWireError) {
        try time(log.loggedAt, "log's loggedAt")
        try day(log.day, "log's day")
        guard log.value.isFinite, log.value >= 0, log.value <= maximumAmount else {
            throw .outOfBounds(
                "its log's value '\(ValueFormat.text(log.value))' is not an amount from 0 to \(ValueFormat.text(maximumAmount))"
            )
        }
    }

    private static func time(_ seconds: Double, _ name: String) throws(SyncWireError) {
        guard seconds.isFinite, seconds >= earliestTime, seconds < timeLimit else {
            throw .outOfBounds("its \(name) '\(ValueFormat.text(seconds))' is not a time from the year 1900 to 9999")
        }
    }

    private static func day(_ day: Day, _ name: String) throws(SyncWireError) {
        guard days.contains(day) else {
            throw .outOfBounds("its \(name) '\(day.iso)' is not a day from the year 1900 to 9999")
        }
    }
}

import Foundation
import RitualistCore

/// The tallies of the days a group of writes logged (see `SQLiteHabitStore.grouped`), so a batch that logs one day
/// again and again reads that day's logs once, not once a line: a batch of amounts on one day would otherwise cost
/// the square of its length.
///
/// The kept tallies hold while the file's history revision (`historyRevision.token`: a random number that every
/// change to a habit, a log or a rest day renews, by any path, and that a rollback puts back) is the one read after
/// the last log written here: any other change since, to any habit, drops them all. A tally also holds only while a
/// new log sorts after the day's others (the logs of a day are added in the order they were made, then by row).
struct DayTallies {
    private struct Key: Hashable {
        let habitID: UUID
        let day: Day
    }

    private struct Kept {
        let tally: DayTally
        /// The latest `loggedAt` of the day's logs.
        let latest: Double
    }

    private var kept: [Key: Kept] = [:]
    /// The history revision after the last log written through these tallies.
    private var revision: Int64?
    /// How many days' logs were read, kept or not.
    private(set) var reads = 0

    /// The tally of the habit's logs of `day` and their latest `loggedAt`: as kept when that still holds for a log
    /// made at `instant`, else read.
    mutating func day(habitID: UUID, day: Day, before instant: Double, _ db: SQLiteDatabase) throws
        -> (tally: DayTally, latest: Double)
    {
        if !kept.isEmpty {
            if try Self.revision(db) != revision {
                kept.removeAll()
            } else if let kept = kept[Key(habitID: habitID, day: day)], instant >= kept.latest {
                return (kept.tally, kept.latest)
            }
        }
        reads += 1
        return try Self.read(habitID: habitID, day: day, db)
    }

    /// Keeps the day's tally once `writes` (perhaps none) were made at `instant` to a day that was `before`, when the
    /// tally is the one a read would give: the new log, if any, is the day's latest.
    mutating func keep(
        _ tally: DayTally, habitID: UUID, day: Day, before: (tally: DayTally, latest: Double),
        writes: (clearsDay: Bool, inserts: Double?), at instant: Double, _ db: SQLiteDatabase
    ) throws {
        let key = Key(habitID: habitID, day: day)
        let latest = writes.clearsDay ? -Double.infinity : before.latest
        if writes.inserts == nil || instant >= latest {
            kept[key] = Kept(tally: tally, latest: writes.inserts == nil ? latest : instant)
        } else {
            kept[key] = nil
        }
        revision = try Self.revision(db)
    }

    /// The tally of the habit's logs of `day` and their latest `loggedAt`, read from the log table.
    static func read(habitID: UUID, day: Day, _ db: SQLiteDatabase) throws -> (tally: DayTally, latest: Double) {
        var tally = DayTally()
        var latest = -Double.infinity
        try db.cachedStatement(
            sql: "SELECT value, loggedAt FROM log WHERE habitId = ? AND day = ? ORDER BY loggedAt, rowid"
        )
        .eachRow(binding: habitID.text, day.ordinal) { row in
            tally.add(row.double(0))
            latest = max(latest, row.double(1))
        }
        return (tally, latest)
    }

    private static func revision(_ db: SQLiteDatabase) throws -> Int64? {
        try db.cachedStatement(sql: "SELECT token FROM historyRevision").firstRow { row in row[0] as Int64 }
    }
}

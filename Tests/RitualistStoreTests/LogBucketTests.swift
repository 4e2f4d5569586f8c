import Foundation
import GRDB
import IntentKitTesting
import RitualistCore
import Testing

@testable import RitualistStore

/// The log buckets kept with every change equal the ones written again from nothing, and a read through them hands
/// over exactly what a read of the logs would, whoever changed the logs.
@Suite struct LogBucketTests {
    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
    func theKeptBucketsEqualTheRebuiltOnesAfterRandomChanges(seed: UInt64) throws {
        let world = try SummaryWorld(seed: seed, threshold: .any, firstWeekday: .monday)
        for step in 0..<160 {
            try world.randomChange()
            guard step % 4 == 3 else { continue }
            #expect(try world.bucketEntries() == world.logRows(), "seed \(seed), step \(step)")
            #expect(try world.bucketDays() == world.logRows(), "seed \(seed), step \(step)")
            try world.touch()
            let (kept, through) = (try world.bucketRows(), try world.keptThrough())
            #expect(
                try world.database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM logBucket WHERE days < 0") }
                    == 0)
            _ = try world.store.rebuildSummary(threshold: .any, firstWeekday: .monday)
            #expect(try world.bucketRows() == kept, "seed \(seed), step \(step)")
            #expect(try world.keptThrough() == through)
        }
    }

    @Test func logsChangedByAnotherProgramAreReadFromTheLogsUntilTheNextWrite() throws {
        let world = try SummaryWorld(seed: 31, threshold: .any, firstWeekday: .monday)
        for _ in 0..<80 { try world.randomChange() }
        let counts = try world.database.read { db in
            try Row.fetchAll(db, sql: "SELECT habitId, count(*) FROM log GROUP BY habitId ORDER BY 2 DESC")
        }
        let id = try #require(counts.first.map { $0[0] as String })
        let habit = try #require(try world.store.habits().first { $0.id.text == id })
        let before = try world.bucketRows()
        try world.database.write { db in
            try db.execute(sql: "DELETE FROM log WHERE habitId = ? AND day % 3 = 0", arguments: [habit.id.text])
            try db.execute(
                sql: """
                    INSERT INTO log (id, habitId, day, value, loggedAt, timeZone) VALUES (?, ?, ?, 2.5, 0, 'UTC')
                    """, arguments: [UUID().text, habit.id.text, world.today.adding(days: -400).ordinal])
        }
        #expect(try world.bucketRows() != before)
        #expect(try world.bucketEntries() == world.logRows())
        try world.touch()
        #expect(try world.bucketEntries() == world.logRows())
        let kept = try world.bucketRows()
        _ = try world.store.rebuildSummary(threshold: .any, firstWeekday: .monday)
        #expect(try world.bucketRows() == kept)
    }

    @Test func aPressTodayKeepsNoBucketAndABackfillRewritesTheBucketOfItsDayAlone() throws {
        let world = try SummaryWorld(seed: 41, threshold: .any, firstWeekday: .monday)
        for _ in 0..<60 { try world.randomChange() }
        try world.touch()
        let habit = try #require(try world.store.habits().first { $0.kind == .binary && $0.isActive })
        _ = try? world.store.undo(habitID: habit.id, day: world.today, at: world.clock.now)
        let before = try world.bucketRows()
        try world.complete(habit, on: world.today)
        #expect(try world.bucketRows() == before)
        #expect(try world.keptThrough() < LogBucketTable.bucket(of: world.today.ordinal))

        let past = world.today.adding(days: -90)
        _ = try? world.store.undo(habitID: habit.id, day: past, at: world.clock.now)
        let beforeBackfill = try world.bucketRows()
        try world.complete(habit, on: past)
        let after = try world.bucketRows()
        let mine = { (row: BucketRow) in
            row.habitID == habit.id.text && row.bucket == LogBucketTable.bucket(of: past.ordinal)
        }
        #expect(after.filter { !mine($0) } == beforeBackfill.filter { !mine($0) })
        let written = try #require(after.first(where: mine))
        #expect(written.days & (1 << (past.ordinal & 31)) != 0)
    }

    /// Days on both sides of 1970-01-01 and of a bucket's edges, repeated days, amounts and zeros.
    @Test(arguments: [
        [(-33, 1.0), (-32, 1), (-1, 1), (0, 1), (31, 1), (32, 1)],
        [(-1, 2.5), (-1, 0.5), (0, 0), (5, 1), (5, 1e-9)],
        [(20_400, 1), (20_401, 1), (20_402, 3.25)],
    ])
    func entriesComeBackExactlyAsLogged(logs: [(Int, Double)]) throws {
        let fixture = StoreFixture()
        let store = try fixture.open()
        let habit = try store.addHabit(
            HabitDraft(name: "Read", kind: .numeric, unit: "pages", dailyTarget: 5, startDate: Day(ordinal: -100)),
            createdAt: instant(today))
        let raw = try fixture.rawConnection()
        try raw.write { db in
            for (day, value) in logs {
                try db.execute(
                    sql: "INSERT INTO log (id, habitId, day, value, loggedAt, timeZone) VALUES (?, ?, ?, ?, 0, 'UTC')",
                    arguments: [UUID().text, habit.id.text, day, value])
            }
        }
        _ = try store.rebuildSummary(threshold: .any, firstWeekday: .monday)
        let expected = logs.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
        let bounds = [nil, -40, -33, -32, -1, 0, 5, 31, 32, 20_401] as [Int?]
        var completions = 0
        for from in bounds {
            for through in bounds {
                let read = try store.logEntries(
                    for: [habit], from: from.map(Day.init(ordinal:)), through: through.map(Day.init(ordinal:))
                ).map { ($0.day.ordinal, $0.value) }
                let wanted = expected.filter { $0.0 >= (from ?? Int.min) && $0.0 <= (through ?? Int.max) }
                let window = "from \(String(describing: from)) through \(String(describing: through))"
                #expect(read.map(\.0) == wanted.map(\.0), "\(window)")
                #expect(read.map(\.1) == wanted.map(\.1), "\(window)")
                var batches: [LogDays] = []
                try store.logDays(
                    for: [habit], from: from.map(Day.init(ordinal:)), through: through.map(Day.init(ordinal:))
                ) { batches.append($0) }
                let days = batches.flatMap(\.allEntries).map { ($0.day.ordinal, $0.value) }
                #expect(days.map(\.0) == wanted.map(\.0), "\(window)")
                #expect(days.map(\.1) == wanted.map(\.1), "\(window)")
                completions += batches.flatMap(\.completions).count
            }
        }
        // Buckets of completions alone are handed over as bits; a bucket with any other log, as entries.
        #expect((completions > 0) == logs.allSatisfy { $0.1 == 1 })
    }

    @Test func migratingWritesTheBucketsOfWhatTheStoreHolds() throws {
        let fixture = StoreFixture()
        let id = UUID()
        try fixture.writeStore(before: "v10") { db in try stretchDoneOnEightDaysOfNine(db, id: id) }
        let store = try SQLiteHabitStore.open(at: fixture.path, stamp: .fixed(instant(today), machine: UUID()))
        let rows = try fixture.rawConnection().read { db in
            try Row.fetchAll(
                db, sql: "SELECT bucket, days, entries FROM logBucket WHERE habitId = ?", arguments: [id.text])
        }
        // Kept through the last bucket whose days are all two days before today or earlier: 2025-10-22 (the next
        // bucket's first day, 2025-10-23, is day 637 × 32).
        let (first, last) = (
            LogBucketTable.bucket(of: today.ordinal - 100), LogBucketTable.bucket(of: today.ordinal) - 1
        )
        #expect(Day(ordinal: last * 32 + 31) == Day(year: 2025, month: 10, day: 22))
        #expect(rows.map { $0[0] as Int } == Array(first...last))
        #expect(rows.allSatisfy { ($0[2] as Data?) == nil })
        let days = rows.flatMap { row in
            (0..<32).filter { (row[1] as Int) & (1 << $0) != 0 }.map { (row[0] as Int) * 32 + $0 }
        }
        #expect(days == (-100..<0).filter { $0 % 9 != 0 }.map { today.ordinal + $0 }.filter { $0 <= last * 32 + 31 })
        #expect(try store.logEntries(for: try store.habits()).count == (-100..<0).filter { $0 % 9 != 0 }.count)
    }
}

/// One row of `logBucket`.
struct BucketRow: Equatable {
    let habitID: String
    let bucket: Int
    let days: Int
    let entries: Data?
}

extension SummaryWorld {
    /// The last bucket the store keeps.
    func keptThrough() throws -> Int {
        try database.read { try Int.fetchOne($0, sql: "SELECT logBucketsThrough FROM streakSummary") ?? 0 }
    }

    /// Every row of `logBucket`, in key order.
    func bucketRows() throws -> [BucketRow] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT habitId, bucket, days, entries FROM logBucket ORDER BY habitId, bucket")
                .map { BucketRow(habitID: $0[0], bucket: $0[1], days: $0[2], entries: $0[3]) }
        }
    }

    /// The windows the reads are checked over: everything, from a day on, between two days, up to a day.
    var readWindows: [(from: Day?, through: Day?)] {
        [
            (nil, nil), (today.adding(days: -100), nil), (today.adding(days: -100), today.adding(days: -40)),
            (nil, today.adding(days: -70)), (today.adding(days: -3), today),
        ]
    }

    /// Every habit's entries read through the buckets, over each of `readWindows`.
    func bucketEntries() throws -> [String] {
        let habits = try store.habits()
        return try readWindows.flatMap { from, through in
            try store.logEntries(for: habits, from: from, through: through)
                .map {
                    "\(from?.ordinal ?? 0)-\(through?.ordinal ?? 0): \($0.habitID.text) \($0.day.ordinal) \($0.value)"
                }
        }
    }

    /// The same as `bucketEntries`, read as a history reads them (`logDays`, buckets of completions alone as bits).
    func bucketDays() throws -> [String] {
        let habits = try store.habits()
        return try readWindows.flatMap { from, through in
            var batches: [LogDays] = []
            try store.logDays(for: habits, from: from, through: through) { batches.append($0) }
            return batches.flatMap(\.allEntries).map {
                "\(from?.ordinal ?? 0)-\(through?.ordinal ?? 0): \($0.habitID.text) \($0.day.ordinal) \($0.value)"
            }
        }
    }

    /// The same entries read straight from the logs, habit by habit in the store's order.
    func logRows() throws -> [String] {
        let habits = try store.habits()
        return try database.read { db in
            try readWindows.flatMap { from, through in
                try habits.flatMap { habit in
                    try Row.fetchAll(
                        db,
                        sql: "SELECT day, value FROM log WHERE habitId = ? AND day BETWEEN ? AND ? ORDER BY day, value",
                        arguments: [habit.id.text, from?.ordinal ?? Int.min, through?.ordinal ?? Int.max]
                    ).map {
                        "\(from?.ordinal ?? 0)-\(through?.ordinal ?? 0): \(habit.id.text) \($0[0] as Int) \($0[1] as Double)"
                    }
                }
            }
        }
    }
}

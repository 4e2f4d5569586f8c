import Foundation
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
                try world.database.read {
                    try $0.fetchOne(Int.self, sql: "SELECT count(*) FROM logBucket WHERE days < 0")
                }
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
            try db.fetchAll(String.self, sql: "SELECT habitId FROM log GROUP BY habitId ORDER BY count(*) DESC")
        }
        let id = try #require(counts.first)
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

    /// A press today sets its day's bit in its habit's bucket: the other rows are as they were, and the rows equal the
    /// rebuilt ones. An undo clears it (removing a bucket left with
    /// no day); a backfill rewrites the bucket of its day alone.
    @Test func aPressTodaySetsItsBitInPlaceAndABackfillRewritesTheBucketOfItsDayAlone() throws {
        let world = try SummaryWorld(seed: 41, threshold: .any, firstWeekday: .monday)
        for _ in 0..<60 { try world.randomChange() }
        try world.touch()
        #expect(try world.keptThrough() == LogBucketTable.bucket(of: world.today.ordinal + 1))
        let habit = try #require(try world.store.habits().first { $0.kind == .binary && $0.isActive })
        _ = try? world.store.undo(habitID: habit.id, day: world.today, at: world.clock.now)
        let mine = { (day: Day) in
            { (row: BucketRow) in row.habitID == habit.id.text && row.bucket == LogBucketTable.bucket(of: day.ordinal) }
        }
        let before = try world.bucketRows()
        let bit = 1 << (world.today.ordinal & 31)
        try world.complete(habit, on: world.today)
        let pressed = try world.bucketRows()
        #expect(pressed.filter { !mine(world.today)($0) } == before.filter { !mine(world.today)($0) })
        let row = try #require(pressed.first(where: mine(world.today)))
        #expect(row.days & bit != 0 && row.entries == nil)
        #expect(row.days & ~bit == (before.first(where: mine(world.today))?.days ?? 0))
        _ = try world.store.rebuildSummary(threshold: .any, firstWeekday: .monday)
        #expect(try world.bucketRows() == pressed)

        _ = try world.store.undo(habitID: habit.id, day: world.today, at: world.clock.now)
        #expect(try world.bucketRows() == before)

        let past = world.today.adding(days: -90)
        _ = try? world.store.undo(habitID: habit.id, day: past, at: world.clock.now)
        let beforeBackfill = try world.bucketRows()
        try world.complete(habit, on: past)
        let after = try world.bucketRows()
        #expect(after.filter { !mine(past)($0) } == beforeBackfill.filter { !mine(past)($0) })
        let written = try #require(after.first(where: mine(past)))
        #expect(written.days & (1 << (past.ordinal & 31)) != 0)
    }

    /// Completions, amounts, zeros and a second log of a day, inserted and deleted in a kept bucket by a program that
    /// does not write buckets: a completion's change is kept in place (the bucket of no day left removed), any other
    /// marks the bucket stale, and the rows read exactly as the logs do and equal the rebuilt ones.
    @Test func theTriggersKeepABucketRightForEveryKindOfLog() throws {
        let world = try SummaryWorld(seed: 43, threshold: .any, firstWeekday: .monday)
        try world.touch()
        let habit = try #require(try world.store.habits().first { $0.kind == .numeric })
        let start = LogBucketTable.bucket(of: world.today.ordinal) << LogBucketTable.shift
        let steps: [(sql: String, day: Int, value: Double, stale: Bool)] = [
            ("insert", 0, 1, false), ("insert", 1, 1, false), ("insert", 1, 1, true), ("delete", 1, 1, true),
            ("insert", 2, 2.5, true), ("delete", 2, 2.5, true), ("insert", 3, 0, true), ("delete", 3, 0, true),
            ("delete", 1, 1, false), ("delete", 0, 1, false),
        ]
        try world.database.write { db in
            try db.execute(sql: "DELETE FROM log WHERE habitId = ? AND day >= ?", arguments: [habit.id.text, start])
        }
        try world.touch()
        #expect(try world.bucketRows().allSatisfy { $0.habitID != habit.id.text || $0.bucket < start >> 5 })
        for (offset, step) in steps.enumerated() {
            try world.database.write { db in
                if step.sql == "insert" {
                    try db.execute(
                        sql: """
                            INSERT INTO log (id, habitId, day, value, loggedAt, timeZone) VALUES (?, ?, ?, ?, 0, 'UTC')
                            """, arguments: [UUID().text, habit.id.text, start + step.day, step.value])
                } else {
                    try db.execute(
                        sql: """
                            DELETE FROM log WHERE id = (SELECT id FROM log WHERE habitId = ? AND day = ? AND value = ?
                            LIMIT 1)
                            """, arguments: [habit.id.text, start + step.day, step.value])
                }
            }
            let stale = try world.database.read { db in
                try db.fetchOne(Int.self, sql: "SELECT count(*) FROM logBucket WHERE days < 0")
            }
            #expect(stale == (step.stale ? 1 : 0), "step \(offset)")
            #expect(try world.bucketEntries() == world.logRows(), "step \(offset)")
            #expect(try world.bucketDays() == world.logRows(), "step \(offset)")
            try world.touch()
            let kept = try world.bucketRows()
            _ = try world.store.rebuildSummary(threshold: .any, firstWeekday: .monday)
            #expect(try world.bucketRows() == kept, "step \(offset)")
        }
        #expect(try world.bucketRows().allSatisfy { $0.habitID != habit.id.text || $0.bucket < start >> 5 })
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
            try db.rows(sql: "SELECT bucket, days, entries FROM logBucket WHERE habitId = ?", arguments: [id.text]) {
                row in (bucket: row[0] as Int, days: row[1] as Int, entries: row[2] as Data?)
            }
        }
        // Kept through the bucket of the latest today anywhere, 2025-11-09: the bucket of 2025-10-23 (day 637 × 32)
        // through 2025-11-23.
        let (first, last) = (
            LogBucketTable.bucket(of: today.ordinal - 100), LogBucketTable.bucket(of: today.ordinal + 1)
        )
        #expect(Day(ordinal: last * 32) == Day(year: 2025, month: 10, day: 23))
        #expect(rows.map(\.bucket) == Array(first...last))
        #expect(rows.allSatisfy { $0.entries == nil })
        let days = rows.flatMap { row in
            (0..<32).filter { row.days & (1 << $0) != 0 }.map { row.bucket * 32 + $0 }
        }
        #expect(days == (-100..<0).filter { $0 % 9 != 0 }.map { today.ordinal + $0 }.filter { $0 <= last * 32 + 31 })
        #expect(try store.logEntries(for: try store.habits()).count == (-100..<0).filter { $0 % 9 != 0 }.count)
    }

    /// A file of v10 kept its buckets through the last one whose days were all past everywhere, with v10's triggers:
    /// v11 replaces the log triggers, and the next write keeps the buckets through today's.
    @Test func migratingFromV10KeepsTheBucketsThroughTodaysAtTheNextWrite() throws {
        let fixture = StoreFixture()
        let id = UUID()
        let v10Target = LogBucketTable.bucket(of: today.ordinal - 1) - 1
        try fixture.writeStore(before: "v11") { db in
            try stretchDoneOnEightDaysOfNine(db, id: id)
            try LogBucketTable.rebuild(db, through: v10Target)
        }
        let store = try SQLiteHabitStore.open(at: fixture.path, stamp: .fixed(instant(today), machine: UUID()))
        let raw = try fixture.rawConnection()
        let kept = { try raw.read { try $0.fetchOne(Int.self, sql: "SELECT logBucketsThrough FROM streakSummary") } }
        #expect(try kept() == v10Target)
        let triggers = try raw.read { db in
            try db.fetchAll(
                String.self,
                sql: """
                    SELECT sql FROM sqlite_master WHERE name IN ('log_inserted_keeps_summary', 'log_deleted_keeps_summary')
                    """)
        }
        #expect(triggers.count == 2 && triggers.allSatisfy { $0.contains("ON CONFLICT") })

        let habit = try #require(try store.habits().first)
        _ = try store.log(habitID: id, day: today, action: .complete, today: today, at: instant(today), timeZone: "UTC")
        #expect(try kept() == LogBucketTable.bucket(of: today.ordinal + 1))
        let rows = {
            try raw.read { db in
                try db.rows(sql: "SELECT habitId, bucket, days, entries FROM logBucket ORDER BY bucket") {
                    BucketRow(habitID: $0[0], bucket: $0[1], days: $0[2], entries: $0[3])
                }
            }
        }
        let written = try rows()
        let todays = try #require(written.last)
        #expect(todays.days & (1 << (today.ordinal & 31)) != 0)
        #expect(try store.logEntries(for: [habit]).count == (-100..<0).filter { $0 % 9 != 0 }.count + 1)
        _ = try store.rebuildSummary(threshold: .any, firstWeekday: .monday)
        #expect(try rows() == written)
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
        try database.read { try $0.fetchOne(Int.self, sql: "SELECT logBucketsThrough FROM streakSummary") ?? 0 }
    }

    /// Every row of `logBucket`, in key order.
    func bucketRows() throws -> [BucketRow] {
        try database.read { db in
            try db.rows(sql: "SELECT habitId, bucket, days, entries FROM logBucket ORDER BY habitId, bucket") {
                BucketRow(habitID: $0[0], bucket: $0[1], days: $0[2], entries: $0[3])
            }
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
                    try db.rows(
                        sql: "SELECT day, value FROM log WHERE habitId = ? AND day BETWEEN ? AND ? ORDER BY day, value",
                        arguments: [habit.id.text, from?.ordinal ?? Int.min, through?.ordinal ?? Int.max]
                    ) {
                        "\(from?.ordinal ?? 0)-\(through?.ordinal ?? 0): \(habit.id.text) \($0[0] as Int) \($0[1] as Double)"
                    }
                }
            }
        }
    }
}

import Foundation
import IntentKitTesting
import RitualistCore

@testable import RitualistStore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Days of the conformance week: 2025-11-03 is a Monday, 2025-11-08 a Saturday.
func nov(_ dayOfMonth: Int) -> Day { Day(year: 2025, month: 11, day: dayOfMonth)! }

/// The "today" of every store test: Saturday 2025-11-08.
let today = nov(8)

/// A fixed instant on `day`, `hour` hours after midnight UTC.
func instant(_ day: Day, hour: Double = 12) -> Date {
    Date(timeIntervalSince1970: TimeInterval(day.ordinal * 86_400) + hour * 3_600)
}

/// The migrations this version knows.
let knownMigrations = [
    "v1: habits, logs, settings, rest days", "v2: the selection remembers the day it was made on",
    "v3: logs are read from an index that holds their values",
    "v4: a history revision that every change to habits, logs and rest days renews",
    "v5: a numeric habit's target is at least or at most",
    "v6: the change log, an append-only record of every change to habits, logs and rest days",
    "v7: sync state: the entries on the server, the pull cursor, entries set aside, merged logs, habit aliases",
    "v8: the streak summary, checkpoints of every streak kept with every change",
    "v9: synced settings: the value config.yaml held for each when sync last read or wrote it",
    "v10: log buckets, each habit's logs of 32 days in one row; one trigger a change keeps every summary",
    "v11: the log buckets reach today; a completion sets or clears its day's bit in place",
    "v12: the change log is read by time, for the latest entry a new change is stamped after",
]

/// A fresh folder holding one store file, `data/ritualist.sqlite`, that no other test shares.
struct StoreFixture: Sendable {
    let directory = TemporaryDirectory(prefix: "ritualist-store-test")

    var path: String { directory.path("data/ritualist.sqlite") }

    func open() throws -> SQLiteHabitStore { try SQLiteHabitStore.open(at: path) }

    /// A plain connection to the same file, next to the store's own: what another program sees.
    func rawConnection() throws -> SQLiteDatabase { try SQLiteDatabase.open(path: path) }

    /// Writes the file as a version that knew the migrations before the one whose identifier starts with `first`,
    /// then lets `fill` put rows in it: a store from before that migration.
    func writeStore(before first: String, _ fill: (SQLiteDatabase) throws -> Void) throws {
        let older = StoreSchema.migrations.prefix { !$0.identifier.hasPrefix(first) }.map(\.identifier)
        try writeOlderStore(applying: { older.contains($0.identifier) }, fill)
    }

    func bytes(_ path: String? = nil) -> Data? { FileManager.default.contents(atPath: path ?? self.path) }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }
}

extension StoreFixture {
    /// Writes the file as an older version left it: the migrations `applied` selects, recorded as applied, then
    /// `fill`'s rows, with no migration of this version run over it.
    func writeOlderStore(
        applying applied: ((identifier: String, sql: @Sendable () -> String)) -> Bool,
        _ fill: (SQLiteDatabase) throws -> Void
    ) throws {
        try FileManager.default.createDirectory(atPath: directory.path("data"), withIntermediateDirectories: true)
        try rawConnection().inDatabase { db in
            try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
            for migration in StoreSchema.migrations where applied(migration) {
                try db.execute(sql: migration.sql())
                try db.execute(
                    sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [migration.identifier])
            }
            try fill(db)
        }
    }
}

/// The permission bits of the file or folder at `path`, nil when it does not exist.
func permissions(_ path: String) -> mode_t? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return info.st_mode & 0o777
}

/// The size in bytes of the file at `path`, nil when it does not exist.
func fileSize(_ path: String) -> Int? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Int(info.st_size)
}

/// Whether `chmod` actually keeps this process out of a read-only folder (it does not for root).
func readOnlyFoldersAreEnforced() -> Bool {
    let probe = TemporaryDirectory(prefix: "ritualist-chmod-probe")
    guard chmod(probe.path, 0o500) == 0 else { return false }
    defer { chmod(probe.path, 0o700) }
    let descriptor = open(probe.path("probe"), O_WRONLY | O_CREAT | O_EXCL, 0o600)
    if descriptor >= 0 {
        close(descriptor)
        unlink(probe.path("probe"))
        return false
    }
    return geteuid() != 0
}

enum Drafts {
    /// Binary, Mondays only, from Monday 2025-11-03 (the conformance case 8 habit).
    static let read = HabitDraft(name: "Read", schedule: .daysOfWeek([.monday]), startDate: nov(3))
    /// Binary, daily, from 2025-11-03.
    static let stretch = HabitDraft(name: "Stretch", startDate: nov(3))
    /// Numeric, daily, 8 glasses a day (the day's maximum is 16), from 2025-11-03.
    static let water = HabitDraft(name: "Water", kind: .numeric, unit: "glasses", dailyTarget: 8, startDate: nov(3))
}

extension SQLiteHabitStore {
    /// Adds a habit the test knows is valid, created at a fixed instant.
    @discardableResult
    func add(_ draft: HabitDraft, id: UUID = UUID()) throws -> Habit {
        try addHabit(draft, id: id, createdAt: instant(nov(1)))
    }

    /// Logs as `ritual` does, with the test's fixed today, instant and zone.
    @discardableResult
    func log(_ habit: Habit, on day: Day = today, _ action: LogAction = .complete, hour: Double = 12)
        throws -> LogReceipt
    {
        try log(
            habitID: habit.id, day: day, action: action, today: today, at: instant(today, hour: hour),
            timeZone: "America/New_York")
    }

    func logs(of habit: Habit, on day: Day) throws -> [HabitLog] {
        try logs(habitID: habit.id, from: day, through: day)
    }
}

/// Writes, with plain SQL (a store of an older schema), a daily habit "Stretch" started 100 days before `today` and
/// done on each of those days but every ninth (offsets -99, -90, … -9 left out).
func stretchDoneOnEightDaysOfNine(_ db: SQLiteDatabase, id: UUID) throws {
    try db.execute(
        sql: """
            INSERT INTO habit (id, name, nameKey, kind, schedule, startDay, displayOrder, createdAt)
            VALUES (?, 'Stretch', 'stretch', 'binary', 'daily', ?, 0, 0)
            """, arguments: [id.text, today.adding(days: -100).ordinal])
    for offset in -100..<0 where offset % 9 != 0 {
        try db.execute(
            sql: "INSERT INTO log (id, habitId, day, value, loggedAt, timeZone) VALUES (?, ?, ?, 1, 0, 'UTC')",
            arguments: [UUID().text, id.text, today.adding(days: offset).ordinal])
    }
}

import Foundation
import IntentKitTesting
import RitualistCore
import Synchronization

@testable import RitualistStore

/// A store in a temporary folder, a clock that moves forward, and random changes of every kind: the field the
/// streak summary's properties are checked on.
final class SummaryWorld {
    /// A clock the store's stamp reads, moved by the changes.
    final class MovingClock: Sendable {
        private let instant: Mutex<Date>
        init(_ instant: Date) { self.instant = Mutex(instant) }
        var now: Date { instant.withLock { $0 } }
        func advance(days: Int) { instant.withLock { $0 += TimeInterval(days * 86_400) } }
    }

    let fixture = StoreFixture()
    let clock = MovingClock(instant(nov(8).adding(days: -60)))
    let store: SQLiteHabitStore
    let database: SQLiteDatabase
    let threshold: StreakThreshold
    let firstWeekday: Weekday
    private var random: SplitMix

    var today: Day { Day(instant: clock.now, utcOffsetSeconds: 0) }

    static let schedules: [Schedule] = [
        .daily, .daysOfWeek([.monday, .wednesday, .friday]), .timesPerWeek(3), .timesPerMonth(8),
        .timesInDays(2, days: 5), .daysOfWeek([.saturday, .sunday]),
    ]

    init(seed: UInt64, threshold: StreakThreshold, firstWeekday: Weekday) throws {
        self.random = SplitMix(state: seed)
        self.threshold = threshold
        self.firstWeekday = firstWeekday
        let clock = clock
        store = try SQLiteHabitStore.open(
            at: fixture.path, stamp: ChangeStamp(clock: { clock.now }, machine: { UUID() }))
        database = try fixture.rawConnection()
        _ = try store.rebuildSummary(threshold: threshold, firstWeekday: firstWeekday)
        for (index, schedule) in Self.schedules.enumerated() {
            let numeric = index % 3 == 1
            _ = try store.addHabit(
                HabitDraft(
                    name: "h\(index)", kind: numeric ? .numeric : .binary, unit: numeric ? "pages" : nil,
                    dailyTarget: numeric ? 5 : nil, targetDirection: index == 4 ? .atMost : .atLeast,
                    schedule: schedule, startDate: today.adding(days: -200 + index * 7)),
                createdAt: clock.now)
        }
    }

    /// One change picked at random: a completion, an amount, a set, an undo, a rest day, a schedule or start-day
    /// edit, archiving, undoing the last change, or the clock moving on. Changes the rules refuse change nothing.
    func randomChange() throws {
        let habits = try store.habits()
        let habit = habits[random.below(habits.count)]
        let day = today.adding(days: -(random.below(4) == 0 ? random.below(220) : random.below(10)))
        let now = clock.now
        switch random.below(16) {
        case 0...4:
            let action: LogAction = habit.kind == .binary ? .complete : .add(Double(1 + random.below(5)))
            _ = try? store.log(habitID: habit.id, day: day, action: action, today: today, at: now, timeZone: "UTC")
        case 5:
            _ = try? store.log(
                habitID: habit.id, day: day, action: .set(Double(random.below(8))), today: today, at: now,
                timeZone: "UTC")
        case 6, 7: _ = try? store.undo(habitID: habit.id, day: day, at: now)
        case 8: _ = try store.addRestDay(RestDay(habitID: random.below(3) == 0 ? nil : habit.id, day: day))
        case 9:
            let rests = try store.restDays()
            if !rests.isEmpty { _ = try store.removeRestDay(rests[random.below(rests.count)]) }
        case 10:
            let schedule = Self.schedules[random.below(Self.schedules.count)]
            _ = try? store.updateHabit(id: habit.id) { $0.schedule = schedule }
        case 11:
            let start = min(today, habit.startDate.adding(days: random.below(61) - 30))
            _ = try? store.updateHabit(id: habit.id) { $0.startDate = start }
        case 12: _ = try? store.setActive(id: habit.id, !habit.isActive)
        case 13: _ = try? store.undoLastChange()
        default: clock.advance(days: 1 + random.below(12))
        }
    }

    /// A write that changes nothing before today (a rest day far ahead, added and removed): after the clock moved on,
    /// the first write of a day folds the checkpoints the days since then need.
    func touch() throws {
        let rest = RestDay(day: today.adding(days: 500))
        _ = try store.addRestDay(rest)
        _ = try store.removeRestDay(rest)
    }

    /// Completes `habit` on `day`, as a press at the world's clock.
    func complete(_ habit: Habit, on day: Day) throws {
        _ = try store.log(
            habitID: habit.id, day: day, action: .complete, today: today, at: clock.now, timeZone: "UTC")
    }

    /// Every checkpoint row the store keeps.
    func checkpointRows() throws -> [CheckpointRow] {
        try database.read { db in
            try db.rows(
                sql: """
                    SELECT scope, through, run, runStart, longest, longestStart, lastBreak FROM streakCheckpoint
                    ORDER BY scope, through
                    """
            ) { CheckpointRow(row: $0) }
        }
    }

    /// The rows after folding the whole summary again from nothing, with the same settings.
    func rebuiltRows() throws -> [CheckpointRow] {
        _ = try store.rebuildSummary(threshold: threshold, firstWeekday: firstWeekday)
        return try checkpointRows()
    }

    /// Every habit's streak and the overall streak on `daysAhead` days after today, read from the checkpoints and
    /// the days after them, and folded over the whole history.
    func streaks(daysAhead: Int) throws -> (read: StreakReading, whole: StreakReading) {
        let day = today.adding(days: daysAhead)
        let habits = try store.habits()
        let rests = try store.restDays()
        let whole = History(
            habits: habits, entries: try store.logEntries(for: habits), restDays: rests, today: day,
            firstWeekday: firstWeekday, threshold: threshold)
        let checkpoints = try store.streakCheckpoints(
            habitIDs: habits.map(\.id), before: day, threshold: threshold, firstWeekday: firstWeekday)
        let needed = checkpoints.firstDayNeeded(for: habits, overall: true) ?? day
        let from = Habit.firstDayOfPeriods(containing: min(needed, day), of: habits, firstWeekday: firstWeekday)
        let read = try History(
            habits: habits, restDays: rests, today: day, firstWeekday: firstWeekday, threshold: threshold, from: from,
            checkpoints: checkpoints
        ) { each in try store.logDays(for: habits, from: from, through: nil, each: each) }
        return (StreakReading(read), StreakReading(whole))
    }
}

/// What a history says of streaks, compared whole.
struct StreakReading: Equatable {
    let habits: [HabitStreak]
    let overall: OverallStreak
    let run: CurrentRun

    init(_ history: History) {
        habits = history.allStreaks().map(\.streak)
        overall = history.overallStreak()
        run = history.currentOverallRun()
    }
}

/// One row of `streakCheckpoint`.
struct CheckpointRow: Equatable {
    let scope: String
    let through: Int
    let values: [Int?]

    init(row: Row) {
        scope = row[0]
        through = row[1]
        values = (2..<7).map { row[$0] as Int? }
    }
}

/// A small seeded generator (SplitMix64), so a failing sequence is found again from its seed.
struct SplitMix {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

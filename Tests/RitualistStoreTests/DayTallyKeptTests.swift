import Foundation
import IntentKitTesting
import RitualistCore
import Testing

@testable import RitualistStore

/// A group keeps the tally of each day it logs (so a batch of amounts on one day reads that day once), and every
/// operation of a group answers as it would alone: random operations on two days of a binary and a numeric habit,
/// amounts whose sum depends on its order, a clock that goes back, writes by other paths (an undo of the last
/// change, an imported log) and an operation SQLite refuses half-way, run once in one group and once each in its own
/// transaction on a second store.
@Suite struct DayTallyKeptTests {
    enum Operation: CustomStringConvertible {
        case log(habit: Int, day: Day, LogAction, hour: Double)
        case undo(habit: Int, day: Day, hour: Double)
        case undoLast
        case importLog(habit: Int, day: Day, value: Double, hour: Double)

        var description: String {
            switch self {
            case .log(let habit, let day, let action, let hour): "log \(habit) \(day) \(action) at \(hour)"
            case .undo(let habit, let day, let hour): "undo \(habit) \(day) at \(hour)"
            case .undoLast: "undo last"
            case .importLog(let habit, let day, let value, let hour): "import \(habit) \(day) \(value) at \(hour)"
            }
        }
    }

    static let habitIDs = [UUID(), UUID()]
    /// An amount of 5 is refused by SQLite when it is inserted (see `refusing`).
    static let amounts = [0, 0.1, 0.2, 0.7, 1, 3, 5]

    static func operations(seed: UInt64, count: Int) -> [Operation] {
        var random = SeededGenerator(state: seed)
        var hour = 1.0
        return (0..<count).map { _ in
            // Mostly forward, sometimes back: a log made before the day's latest sorts before it.
            hour += Bool.random(using: &random) || Int.random(in: 0..<5, using: &random) > 0 ? 0.01 : -0.5
            let habit = Int.random(in: 0..<2, using: &random)
            let day = Bool.random(using: &random) ? today : nov(7)
            let amount = amounts.randomElement(using: &random)!
            switch Int.random(in: 0..<20, using: &random) {
            case 0..<9: return .log(habit: habit, day: day, .add(amount), hour: hour)
            case 9..<12: return .log(habit: habit, day: day, .set(amount), hour: hour)
            case 12..<14: return .log(habit: habit, day: day, .complete, hour: hour)
            case 14..<16: return .undo(habit: habit, day: day, hour: hour)
            case 16..<18: return .undoLast
            default: return .importLog(habit: habit, day: day, value: amount == 5 ? 2 : amount, hour: hour)
            }
        }
    }

    /// A store with the two habits, refusing a log of 5 as a full disk or a constraint would refuse a write mid-way.
    static func store(_ fixture: StoreFixture) throws -> SQLiteHabitStore {
        let store = try fixture.open()
        try store.add(Drafts.stretch, id: habitIDs[0])
        try store.add(Drafts.water, id: habitIDs[1])
        try fixture.rawConnection().write { db in
            try db.execute(
                sql:
                    "CREATE TRIGGER refusing BEFORE INSERT ON log WHEN NEW.value = 5 BEGIN SELECT RAISE(ABORT, 'no'); END"
            )
        }
        return store
    }

    /// What `operation` answered: its receipt, or the error it ended with.
    static func run(_ operation: Operation, on store: any HabitStore) -> String {
        do {
            switch operation {
            case .log(let habit, let day, let action, let hour):
                let receipt = try store.log(
                    habitID: habitIDs[habit], day: day, action: action, today: today, at: instant(today, hour: hour),
                    timeZone: "UTC")
                return "\(receipt.plan) \(receipt.progress) \(receipt.isDone)"
            case .undo(let habit, let day, let hour):
                let receipt = try store.undo(habitID: habitIDs[habit], day: day, at: instant(today, hour: hour))
                return "\(receipt.plan) \(receipt.progress) \(receipt.isDone)"
            case .undoLast:
                return "reversed \(try store.undoLastChange().reversed.count)"
            case .importLog(let habit, let day, let value, let hour):
                let log = HabitLog(
                    habitID: habitIDs[habit], day: day, value: value, loggedAt: instant(today, hour: hour),
                    timeZone: "UTC")
                return "imported \(try store.importLog(log))"
            }
        } catch {
            return "\(error)"
        }
    }

    static func history(_ store: SQLiteHabitStore) throws -> [String] {
        try store.logs(from: nov(7), through: today).map { "\($0.habitID) \($0.day) \($0.value) \($0.loggedAt)" }
            .sorted()
    }

    @Test(arguments: 1...12 as ClosedRange<UInt64>)
    func everyOperationOfAGroupAnswersAsItWouldAlone(seed: UInt64) throws {
        let operations = Self.operations(seed: seed, count: 150)
        let grouped = try Self.store(StoreFixture())
        let alone = try Self.store(StoreFixture())
        let inGroup = try grouped.grouped { store in operations.map { Self.run($0, on: store) } }
        for (index, operation) in operations.enumerated() {
            let answer = Self.run(operation, on: alone)
            try #require(inGroup[index] == answer, "seed \(seed), operation \(index): \(operation)")
        }
        #expect(try Self.history(grouped) == Self.history(alone))
    }

    @Test func aGroupReadsEachDayItLogsOnceUntilAnotherChange() throws {
        let store = try Self.store(StoreFixture())
        let reads = try store.grouped { store in
            for index in 0..<200 {
                _ = Self.run(.log(habit: index % 2, day: today, .add(1), hour: 1), on: store)
            }
            _ = Self.run(.undoLast, on: store)
            for index in 0..<10 {
                _ = Self.run(.log(habit: 1, day: today, .add(Double(index)), hour: 2), on: store)
            }
            return try #require((store as? SQLiteHabitStore)?.group).dayTallies.reads
        }
        // Each day once, then Water's again after the undo, which changed the history another way; the log of 5 is
        // refused, and its savepoint's rollback leaves the tally as it was.
        #expect(reads == 3)
        #expect(try store.logs(habitID: Self.habitIDs[0], from: today, through: today).count == 1)
        let water = try store.logs(habitID: Self.habitIDs[1], from: today, through: today).map(\.value)
        #expect(water.reduce(0, +) == Double(99 + 45 - 5))
    }

    @Test func aTallyCountsInTheOrderOfItsLogs() {
        let values = [0.1, 0.2, 0.3, 0.7, 0, 2.5]
        var tally = DayTally()
        for value in values { tally.add(value) }
        #expect(tally == DayTally(values: values))
        #expect(tally.count == 6)
        #expect(tally.total == values.reduce(0, +))
        #expect(tally.total != values.reversed().reduce(0, +))
        #expect(tally.hasPositive)
        #expect(!DayTally(values: [0, 0]).hasPositive)
        #expect(DayTally().isEmpty)
    }
}

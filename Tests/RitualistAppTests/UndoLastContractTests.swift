import Foundation
import IntentKit
import IntentKitTesting
import RitualistApp
import RitualistCore
import Testing

/// `undo --last` (UndoLast) puts back exactly what the last change in effect changed, names it, and records an
/// `undo` entry naming the entries reversed; repeated, it walks back, on every store.
@Suite struct UndoLastContractTests {
    typealias Kind = StoreContractTests.Kind
    typealias Case = ChangeLogContractTests.Case

    /// What history is made of: the state an undo must restore.
    struct Snapshot: Equatable {
        let habits: [Habit]
        let logs: [HabitLog]
        let restDays: [RestDay]

        init(_ store: any HistoryStore) throws {
            habits = try store.habits()
            logs = try store.logs(from: Day(ordinal: 0), through: Day(ordinal: 100_000)).sorted {
                $0.id.text < $1.id.text
            }
            restDays = try store.restDays()
        }
    }

    static let day = "2025-11-08"
    static let changes: [Case] = [
        Case("AddHabit", ["name=Read", "start=2025-11-01"], ["Reversed: added Read"]),
        Case(
            "EditHabit", ["habit=Water", "name=Drink", "target=10", "unit="],
            ["Reversed: edited Water: dailyTarget 8 → 10, name 'Water' → 'Drink', unit 'glasses' → none"]),
        Case("ArchiveHabit", ["habit=Meditate"], ["Reversed: archived Meditate"]),
        Case(
            [("ArchiveHabit", ["habit=Meditate"])], "UnarchiveHabit", ["habit=Meditate"],
            ["Reversed: unarchived Meditate"]),
        Case(
            [("CompleteHabit", ["habit=Meditate"]), ("SkipDay", ["habit=Meditate", "date=2025-11-07"])],
            "RemoveHabit", ["habit=Meditate"], ["Reversed: removed Meditate"]),
        Case("CompleteHabit", ["habit=Meditate"], ["Reversed: completed Meditate for \(day)"]),
        Case("CompleteHabit", ["habit=Water", "value=3"], ["Reversed: logged 3 glasses of Water for \(day)"]),
        Case(
            [("LogHabitValue", ["habit=Water", "value=3"]), ("LogHabitValue", ["habit=Water", "value=2"])],
            "LogHabitValue", ["habit=Water", "value=5", "mode=set"], ["Reversed: set Water to 5 glasses for \(day)"]),
        Case(
            [("CompleteHabit", ["habit=Meditate"])], "UndoCompletion", ["habit=Meditate"],
            ["Reversed: cleared the completion of Meditate for \(day)"]),
        Case("SkipDay", ["habit=Meditate"], ["Reversed: rest day for Meditate on \(day)"]),
        Case("SkipDay", [], ["Reversed: rest day for every habit on \(day)"]),
        Case(
            [("SkipDay", ["habit=Meditate"])], "UnskipDay", ["habit=Meditate"],
            ["Reversed: no rest day for Meditate on \(day) any more"]),
    ]

    static func setUp(_ kind: Kind, _ setup: [ChangeLogContractTests.Step]) throws -> (any HistoryStore, Runner) {
        let directory = TemporaryDirectory()
        let store = try ChangeLogContractTests.makeStore(kind, in: directory)
        let runner = RitualistRuntime(home: directory.path, now: ChangeLogContractTests.moment).makeRunner(store: store)
        ChangeLogContractTests.run(ChangeLogContractTests.base + setup, runner)
        return (store, runner)
    }

    @Test(arguments: Kind.allCases, changes)
    func undoingTheLastChangePutsBackWhatItChanged(kind: Kind, change: Case) throws {
        let (store, runner) = try Self.setUp(kind, change.setup)
        let before = try Snapshot(store)
        ChangeLogContractTests.run([change.step], runner)
        let made = try store.changes(habitID: nil, since: nil)
        #expect(try Snapshot(store) != before)

        let outcome = runner.run("UndoLast", words: [], json: nil, mode: .strict)
        #expect(outcome.result?.text == change.entries.first)
        #expect(try Snapshot(store) == before)
        let after = try store.changes(habitID: nil, since: nil)
        let undo = try #require(after.first)
        #expect(after.count == made.count + 1)
        #expect(undo.kind == .undo)
        let operation = try #require(made.first?.operation)
        #expect(undo.reverses == made.filter { $0.operation == operation }.reversed().map(\.id))
    }

    @Test(arguments: Kind.allCases)
    func repeatedUndoWalksBackToNothingAndSaysSo(kind: Kind) throws {
        let (store, runner) = try Self.setUp(
            kind,
            [
                ("CompleteHabit", ["habit=Meditate"]), ("UndoCompletion", ["habit=Meditate"]),
                ("LogHabitValue", ["habit=Water", "value=3"]), ("SkipDay", []),
                ("EditHabit", ["habit=Water", "target=6"]),
            ])
        var texts: [String] = []
        while let text = runner.run("UndoLast", words: [], json: nil, mode: .strict).result?.text { texts.append(text) }

        #expect(
            texts == [
                "Reversed: edited Water: dailyTarget 8 → 6", "Reversed: rest day for every habit on \(Self.day)",
                "Reversed: logged 3 glasses of Water for \(Self.day)",
                "Reversed: cleared the completion of Meditate for \(Self.day)",
                "Reversed: completed Meditate for \(Self.day)", "Reversed: added Water", "Reversed: added Meditate",
            ])
        #expect(try store.habits().isEmpty)
        let outcome = runner.run("UndoLast", words: [], json: nil, mode: .strict)
        #expect(outcome.failure?.caseName == "nothingToUndo")
        #expect(outcome.failure?.message == "Nothing to undo: no change is left in effect.")
        #expect(try store.changes(habitID: nil, since: nil).filter { $0.kind == .undo }.count == 7)
    }

    @Test(arguments: Kind.allCases)
    func anUndoInAGroupIsKeptWithTheGroup(kind: Kind) throws {
        let (store, _) = try Self.setUp(kind, [("CompleteHabit", ["habit=Meditate"])])
        try store.grouped { inner in
            let runner = RitualistRuntime(home: TemporaryDirectory().path, now: ChangeLogContractTests.moment)
                .makeRunner(store: inner)
            #expect(runner.run("UndoLast", words: [], json: nil, mode: .strict).result != nil)
            #expect(
                runner.run("CompleteHabit", words: ["habit=Water", "value=2"], json: nil, mode: .strict).result != nil)
        }
        #expect(try store.changes(habitID: nil, since: nil).map(\.kind).prefix(2) == [.logAdded, .undo])
        #expect(try store.logs(from: Fixture.today, through: Fixture.today).map(\.value) == [2])
    }
}

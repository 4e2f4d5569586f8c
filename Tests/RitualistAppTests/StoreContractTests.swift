import Foundation
import IntentKit
import IntentKitTesting
import RitualistApp
import RitualistCore
import RitualistStore
import RitualistTesting
import Testing

/// The store contract: the same intents give the same outcomes on the SQLite store and on the in-memory one,
/// so the actions depend on the contract alone and a second store fits without touching them.
@Suite struct StoreContractTests {
    enum Kind: String, CaseIterable, Sendable {
        case sqlite, memory
    }

    /// Each step: the intent, its words, and the line it prints (or the error case it ends with).
    static let script: [(intent: String, words: [String], expected: String)] = [
        ("AddHabit", ["name=Meditate", "start=2025-11-01"], "Added 'Meditate' (daily, from 2025-11-01)."),
        ("AddHabit", ["name=meditate"], "invalidHabit"),
        (
            "AddHabit", ["name=Water", "target=8", "unit=glasses", "start=2025-11-01"],
            "Added 'Water' (daily, 8 glasses a day, from 2025-11-01)."
        ),
        ("CompleteHabit", ["habit=Meditate"], "Completed 'Meditate' on 2025-11-08."),
        ("CompleteHabit", ["habit=Meditate"], "alreadyLoggedToday"),
        ("CompleteHabit", ["habit=Water"], "needsValue"),
        ("LogHabitValue", ["habit=Water", "value=3"], "Logged 'Water' on 2025-11-08: 3 of 8 glasses."),
        ("LogHabitValue", ["habit=Water", "value=8", "mode=set"], "Set 'Water' on 2025-11-08: 8 of 8 glasses, done."),
        ("DayStatus", [], "2025-11-08: 2 of 2 done (100%); all done."),
        ("UndoCompletion", ["habit=Water"], "Cleared 'Water' on 2025-11-08: 0 of 8 glasses."),
        ("UndoCompletion", ["habit=Water"], "nothingToUndo"),
        ("PreviousDay", [], "Selected 2025-11-07."),
        ("CompleteHabit", ["habit=Meditate"], "Completed 'Meditate' on 2025-11-07."),
        ("SkipDay", ["habit=Water"], "2025-11-07 is a rest day for 'Water'."),
        ("SkipDay", ["habit=Water"], "2025-11-07 already was a rest day for 'Water'."),
        ("DayStatus", [], "2025-11-07: 1 of 1 done (100%); all done."),
        ("UnskipDay", ["habit=Water"], "2025-11-07 is no longer a rest day for 'Water'."),
        ("Today", [], "Selected 2025-11-08 (today)."),
        ("Streaks", [], "Overall: 2 days; Meditate 2 days, Water none."),
        ("EditHabit", ["habit=Water", "name=Drink"], "Updated 'Drink' (daily, 8 glasses a day, from 2025-11-01)."),
        ("ArchiveHabit", ["habit=Drink"], "Archived 'Drink'."),
        ("ListHabits", [], "'Meditate'"),
        ("ListHabits", ["all=true"], "'Meditate', 'Drink'"),
        ("UnarchiveHabit", ["habit=Drink"], "Restored 'Drink'."),
        ("RemoveHabit", ["habit=Meditate"], "Removed 'Meditate' and its history."),
        ("Streaks", [], "Overall: 0 days; Drink none."),
    ]

    static func makeStore(_ kind: Kind, in directory: TemporaryDirectory) throws -> any HistoryStore {
        switch kind {
        case .sqlite: return try SQLiteHabitStore.open(at: directory.path("ritualist.sqlite"))
        case .memory: return InMemoryHabitStore()
        }
    }

    @Test(arguments: Kind.allCases)
    func everyIntentEndsTheSameOnEveryStore(kind: Kind) throws {
        let directory = TemporaryDirectory()
        let runtime = RitualistRuntime(home: directory.path, now: Fixture.moment("2025-11-08"))
        let runner = runtime.makeRunner(store: try Self.makeStore(kind, in: directory))
        for step in Self.script {
            let outcome = runner.run(step.intent, words: step.words, json: nil, mode: .strict)
            let ended = outcome.failure?.caseName ?? outcome.result?.text ?? ""
            #expect(ended == step.expected, "\(step.intent) \(step.words)")
        }
    }

    @Test(arguments: Kind.allCases)
    func everyIntentEndsTheSameInsideAGroupAndTheGroupKeepsItsChanges(kind: Kind) throws {
        let directory = TemporaryDirectory()
        let runtime = RitualistRuntime(home: directory.path, now: Fixture.moment("2025-11-08"))
        let store = try Self.makeStore(kind, in: directory)
        try store.grouped { inner in
            let runner = runtime.makeRunner(store: inner)
            for step in Self.script {
                let outcome = runner.run(step.intent, words: step.words, json: nil, mode: .strict)
                let ended = outcome.failure?.caseName ?? outcome.result?.text ?? ""
                #expect(ended == step.expected, "\(step.intent) \(step.words)")
            }
        }
        #expect(try store.habits().map(\.name) == ["Drink"])
        #expect(try store.logs(from: Fixture.today.adding(days: -1), through: Fixture.today).isEmpty)
        #expect(try store.selection() == nil)
    }

    @Test(arguments: Kind.allCases)
    func aFailedOperationInAGroupLeavesTheOthers(kind: Kind) throws {
        let directory = TemporaryDirectory()
        let store = try Self.makeStore(kind, in: directory)
        let today = Day(iso: "2025-11-08")!
        try store.grouped { inner in
            let read = try inner.addHabit(HabitDraft(name: "Read", startDate: today), createdAt: Date())
            #expect(throws: HabitValidationError.self) {
                try inner.addHabit(HabitDraft(name: "read", startDate: today), createdAt: Date())
            }
            #expect(throws: LogHabitError.self) {
                try inner.log(
                    habitID: read.id, day: today.adding(days: 1), action: .complete, today: today, at: Date(),
                    timeZone: "UTC")
            }
            _ = try inner.log(
                habitID: read.id, day: today, action: .complete, today: today, at: Date(), timeZone: "UTC")
            #expect(try inner.logs(from: today, through: today).count == 1)
        }
        #expect(try store.habits().map(\.name) == ["Read"])
        #expect(try store.logs(from: today, through: today.adding(days: 1)).count == 1)
    }

    @Test(arguments: Kind.allCases)
    func aGroupWhoseBodyThrowsKeepsNothing(kind: Kind) throws {
        struct Stop: Error {}
        let directory = TemporaryDirectory()
        let store = try Self.makeStore(kind, in: directory)
        _ = try store.addHabit(HabitDraft(name: "Stretch", startDate: Day(iso: "2025-11-01")!), createdAt: Date())
        #expect(throws: Stop.self) {
            try store.grouped { inner in
                _ = try inner.addHabit(HabitDraft(name: "Read", startDate: Day(iso: "2025-11-01")!), createdAt: Date())
                _ = try inner.navigate { _ in
                    NavigationStep(stored: nil, selected: Day(iso: "2025-11-08")!, changed: false)
                }
                throw Stop()
            }
        }
        #expect(try store.habits().map(\.name) == ["Stretch"])
    }

    @Test(arguments: Kind.allCases)
    func aSecondCompletionOfABinaryHabitIsRefusedWhenRequestsRace(kind: Kind) async throws {
        let directory = TemporaryDirectory()
        let store = try Self.makeStore(kind, in: directory)
        let habit = try store.addHabit(HabitDraft(name: "Read", startDate: Day(iso: "2025-11-01")!), createdAt: Date())
        let today = Day(iso: "2025-11-08")!
        let accepted = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    (try? store.log(
                        habitID: habit.id, day: today, action: .complete, today: today, at: Date(), timeZone: "UTC"))
                        != nil
                }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(accepted == 1)
        #expect(try store.logs(from: today, through: today).count == 1)
    }
}

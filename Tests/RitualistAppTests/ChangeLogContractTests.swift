import Foundation
import IntentKit
import IntentKitTesting
import RitualistApp
import RitualistCore
import RitualistStore
import RitualistTesting
import Testing

/// Every verb records its change-log entries, in words and data, on the SQLite store and on the in-memory one
/// alike; a verb that changes nothing records nothing.
@Suite struct ChangeLogContractTests {
    typealias Kind = StoreContractTests.Kind
    typealias Step = (intent: String, words: [String])

    static let machine = UUID(text: "0195f7a0-0000-7000-8000-00000000abcd")!
    static let moment = Fixture.moment("2025-11-08")

    /// A store whose entries carry the test's machine and moment.
    static func makeStore(_ kind: Kind, in directory: TemporaryDirectory) throws -> any HistoryStore {
        let stamp = ChangeStamp.fixed(moment.instant, machine: machine)
        switch kind {
        case .sqlite: return try SQLiteHabitStore.open(at: directory.path("ritualist.sqlite"), stamp: stamp)
        case .memory: return InMemoryHabitStore(stamp: stamp)
        }
    }

    /// Meditate (binary) and Water (8 glasses a day), both from 2025-11-01.
    static let base: [Step] = [
        ("AddHabit", ["name=Meditate", "start=2025-11-01"]),
        ("AddHabit", ["name=Water", "target=8", "unit=glasses", "start=2025-11-01"]),
    ]

    struct Case: Sendable, CustomTestStringConvertible {
        let setup: [Step]
        let step: Step
        /// The new entries in words, in the order recorded.
        let entries: [String]
        var testDescription: String { "\(step.intent) \(step.words.joined(separator: " "))" }

        init(_ setup: [Step], _ intent: String, _ words: [String], _ entries: [String]) {
            self.setup = setup
            step = (intent, words)
            self.entries = entries
        }

        init(_ intent: String, _ words: [String], _ entries: [String]) {
            self.init([], intent, words, entries)
        }
    }

    static let day = "2025-11-08"
    static let verbs: [Case] = [
        Case("AddHabit", ["name=Read", "start=2025-11-01"], ["Added Read"]),
        Case(
            "EditHabit", ["habit=Water", "name=Drink", "target=10"],
            ["Edited Drink: dailyTarget 8 → 10, name 'Water' → 'Drink'"]),
        Case("EditHabit", ["habit=Water", "name=Water"], []),
        Case("ArchiveHabit", ["habit=Meditate"], ["Archived Meditate"]),
        Case([("ArchiveHabit", ["habit=Meditate"])], "UnarchiveHabit", ["habit=Meditate"], ["Unarchived Meditate"]),
        Case(
            [("CompleteHabit", ["habit=Meditate"]), ("SkipDay", ["habit=Meditate", "date=2025-11-07"])],
            "RemoveHabit", ["habit=Meditate"],
            [
                "Cleared the completion of Meditate for \(day)", "No rest day for Meditate on 2025-11-07 any more",
                "Removed Meditate",
            ]),
        Case("CompleteHabit", ["habit=Meditate"], ["Completed Meditate for \(day)"]),
        Case([("CompleteHabit", ["habit=Meditate"])], "CompleteHabit", ["habit=Meditate"], []),
        Case("CompleteHabit", ["habit=Water", "value=3"], ["Logged 3 glasses of Water for \(day)"]),
        Case(
            [("LogHabitValue", ["habit=Water", "value=3"])], "LogHabitValue", ["habit=Water", "value=2"],
            ["Logged 2 glasses of Water for \(day)"]),
        Case(
            [("LogHabitValue", ["habit=Water", "value=3"]), ("LogHabitValue", ["habit=Water", "value=2"])],
            "LogHabitValue", ["habit=Water", "value=5", "mode=set"],
            [
                "Removed 3 glasses of Water for \(day)", "Removed 2 glasses of Water for \(day)",
                "Logged 5 glasses of Water for \(day)",
            ]),
        Case(
            [("CompleteHabit", ["habit=Meditate"])], "UndoCompletion", ["habit=Meditate"],
            ["Cleared the completion of Meditate for \(day)"]),
        Case("SkipDay", ["habit=Meditate"], ["Rest day for Meditate on \(day)"]),
        Case("SkipDay", [], ["Rest day for every habit on \(day)"]),
        Case([("SkipDay", ["habit=Meditate"])], "SkipDay", ["habit=Meditate"], []),
        Case(
            [("SkipDay", ["habit=Meditate"])], "UnskipDay", ["habit=Meditate"],
            ["No rest day for Meditate on \(day) any more"]),
        Case("UnskipDay", ["habit=Meditate"], []),
        Case("PreviousDay", [], []),
    ]

    static func run(_ steps: [Step], _ runner: Runner) {
        for step in steps { _ = runner.run(step.intent, words: step.words, json: nil, mode: .strict) }
    }

    @Test(arguments: Kind.allCases, verbs)
    func everyVerbRecordsItsEntries(kind: Kind, verb: Case) throws {
        let directory = TemporaryDirectory()
        let store = try Self.makeStore(kind, in: directory)
        let runner = RitualistRuntime(home: directory.path, now: Self.moment).makeRunner(store: store)
        Self.run(Self.base + verb.setup, runner)
        let earlier = try store.changes(habitID: nil, since: nil)
        let before = earlier.count
        // At the pinned instant, or one step after the latest entry when that is not before it.
        let latest = earlier.map(\.time).max()
        let stamped = latest.flatMap { $0 >= Self.moment.instant ? $0.addingTimeInterval(ChangeSet.step) : nil }

        Self.run([verb.step], runner)
        let entries = try store.changes(habitID: nil, since: nil)
        let added = entries.dropLast(before).reversed()
        let words = ChangeWords(habits: try store.habits(), entries: entries)
        #expect(added.map(words.text) == verb.entries)
        // Within a microsecond: a time read back from SQLite has been through seconds since 1970 and back.
        let expected = (stamped ?? Self.moment.instant).timeIntervalSince1970
        #expect(
            added.allSatisfy {
                $0.machine == Self.machine && abs($0.time.timeIntervalSince1970 - expected) < 1e-6
            })
        #expect(Set(added.map(\.operation)).count <= 1)
        if let first = added.first {
            #expect(first.operation == first.id)
        } else {
            #expect(verb.entries.isEmpty, "\(verb) wrote no entry")
        }
    }

    @Test(arguments: Kind.allCases)
    func aLogEntryCarriesWhatAReplayNeeds(kind: Kind) throws {
        let directory = TemporaryDirectory()
        let store = try Self.makeStore(kind, in: directory)
        let runner = RitualistRuntime(home: directory.path, now: Self.moment).makeRunner(store: store)
        Self.run(Self.base + [("LogHabitValue", ["habit=Water", "value=3"])], runner)

        let water = try #require(try store.habit(named: "Water"))
        let log = try #require(try store.logs(habitID: water.id, from: Fixture.today, through: Fixture.today).first)
        let entry = try #require(try store.changes(habitID: water.id, since: nil).first)
        #expect(entry.kind == .logAdded)
        #expect(entry.data == ChangeData(log: LogRecord(log)))
        #expect(entry.data.log?.log == log)
        #expect(
            entry.data.json
                == #"{"log":{"day":"2025-11-08","habit":"\#(water.id.text)","id":"\#(log.id.text)","loggedAt":"#
                + #"\#(Int(Self.moment.instant.timeIntervalSince1970)),"timeZone":"America/New_York","value":3}}"#)
        let added = try #require(try store.changes(habitID: water.id, since: nil).last)
        #expect(added.kind == .habitAdded)
        #expect(added.data.habit?.habit == water)
    }

    @Test(arguments: Kind.allCases)
    func aGroupThatFailsKeepsNoEntry(kind: Kind) throws {
        struct Stop: Error {}
        let directory = TemporaryDirectory()
        let store = try Self.makeStore(kind, in: directory)
        #expect(throws: Stop.self) {
            try store.grouped { inner in
                _ = try inner.addHabit(HabitDraft(name: "Read", startDate: Fixture.today), createdAt: Date())
                throw Stop()
            }
        }
        #expect(try store.changes(habitID: nil, since: nil).isEmpty)
        #expect(throws: HabitValidationError.self) {
            try store.addHabit(HabitDraft(name: " ", startDate: Fixture.today), createdAt: Date())
        }
        #expect(try store.changes(habitID: nil, since: nil).isEmpty)
    }
}

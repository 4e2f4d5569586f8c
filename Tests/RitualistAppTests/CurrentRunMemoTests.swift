import Foundation
import IntentKit
import IntentKitTesting
import RitualistCore
import RitualistTesting
import Testing

@testable import RitualistApp

/// The current streak a status bar polls is kept with what it was derived from, and derived again as soon as any
/// of that differs: the history, the day, the settings, the program.
@Suite struct CurrentRunMemoTests {
    static let today = Day(iso: "2025-11-08")!
    static let settings = RitualistSettings()

    /// Read done on each of the last `days` days up to today.
    static func store(days: Int = 5) throws -> (InMemoryHabitStore, Habit) {
        let store = InMemoryHabitStore()
        let at = Date(timeIntervalSince1970: 1_762_600_000)
        let read = try store.addHabit(HabitDraft(name: "Read", startDate: today.adding(days: -30)), createdAt: at)
        for back in 0..<days {
            let day = today.adding(days: -back)
            _ = try store.log(habitID: read.id, day: day, action: .complete, today: day, at: at, timeZone: "UTC")
        }
        return (store, read)
    }

    /// Rewrites the kept file with another streak under the same key: what a poll answers from the file alone.
    static func forge(_ path: String, current: Int) throws {
        let text = try #require(FileSystem.readText(path))
        let value = try JSONParser.parse(text)
        let fields = try #require(value.objectValue).map { name, old in (name, name == "current" ? .int(current) : old)
        }
        try JSONValue.object(fields).serialized().write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test func aRunIsKeptWithItsInputsAndAnsweredWhileTheyHold() throws {
        let directory = TemporaryDirectory()
        let memo = CurrentRunMemo(path: directory.path("state/streak-cache.json"), program: "build-1")
        let (store, _) = try Self.store()
        let truth = try HistoryQuery.currentRun(store: store, today: Self.today, settings: Self.settings)
        #expect(truth.current == 5)

        #expect(try memo.run(store: store, today: Self.today, settings: Self.settings) == truth)
        let kept = try JSONParser.parse(try #require(FileSystem.readText(memo.path)))
        #expect(kept["revision"]?.stringValue == (try store.historyRevision()))
        #expect(kept["today"] == .string("2025-11-08"))
        #expect(kept["current"] == .int(5))
        let mode = try FileManager.default.attributesOfItem(atPath: memo.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)

        try Self.forge(memo.path, current: 999)
        #expect(try memo.run(store: store, today: Self.today, settings: Self.settings).current == 999)
    }

    /// Each change of an input, made after the file was kept (and forged, so a kept answer would show).
    static let changes: [(String, @Sendable (InMemoryHabitStore, Habit) throws -> (Day, RitualistSettings, String))] = [
        (
            "a log",
            { store, read in
                _ = try store.undo(habitID: read.id, day: today, at: Date())
                return (today, settings, "build-1")
            }
        ),
        ("the next day", { _, _ in (today.adding(days: 1), settings, "build-1") }),
        ("another threshold", { _, _ in (today, RitualistSettings(threshold: .all), "build-1") }),
        ("another week start", { _, _ in (today, RitualistSettings(weekStart: .sunday), "build-1") }),
        ("another build", { _, _ in (today, settings, "build-2") }),
    ]

    @Test(arguments: changes.indices)
    func anyInputThatDiffersIsDerivedAgainAndKept(_ index: Int) throws {
        let (name, change) = Self.changes[index]
        let directory = TemporaryDirectory()
        let path = directory.path("streak-cache.json")
        let (store, read) = try Self.store()
        _ = try CurrentRunMemo(path: path, program: "build-1").run(
            store: store, today: Self.today, settings: Self.settings)
        try Self.forge(path, current: 999)

        let (day, settings, program) = try change(store, read)
        let memo = CurrentRunMemo(path: path, program: program)
        let truth = try HistoryQuery.currentRun(store: store, today: day, settings: settings)
        #expect(try memo.run(store: store, today: day, settings: settings) == truth, "\(name)")
        #expect(truth.current != 999)
        try Self.forge(path, current: 998)
        #expect(try memo.run(store: store, today: day, settings: settings).current == 998, "\(name) is kept")
    }

    @Test(arguments: ["", "{not json", "[]", #"{"version": 1}"#, "\u{0}\u{1}"])
    func aDamagedFileIsDerivedAgainAndReplaced(_ text: String) throws {
        let directory = TemporaryDirectory()
        let memo = CurrentRunMemo(path: directory.path("streak-cache.json"), program: "build-1")
        let (store, _) = try Self.store(days: 3)
        try text.write(toFile: memo.path, atomically: true, encoding: .utf8)
        #expect(try memo.run(store: store, today: Self.today, settings: Self.settings).current == 3)
        #expect(FileSystem.readText(memo.path)?.contains(#""current":3"#) == true)
    }

    @Test func aFileThatCannotBeWrittenOnlyMeansDerivingEveryTime() throws {
        let directory = TemporaryDirectory()
        // The state "folder" is a file: nothing can be written under it.
        try "".write(toFile: directory.path("state"), atomically: true, encoding: .utf8)
        let memo = CurrentRunMemo(path: directory.path("state/streak-cache.json"), program: "build-1")
        let (store, _) = try Self.store(days: 4)
        #expect(try memo.run(store: store, today: Self.today, settings: Self.settings).current == 4)
        #expect(try memo.run(store: store, today: Self.today, settings: Self.settings).current == 4)
    }

    @Test func withoutAProgramIdentityNothingIsKept() throws {
        let directory = TemporaryDirectory()
        let memo = CurrentRunMemo(path: directory.path("streak-cache.json"), program: nil)
        let (store, _) = try Self.store(days: 2)
        #expect(try memo.run(store: store, today: Self.today, settings: Self.settings).current == 2)
        #expect(!FileManager.default.fileExists(atPath: memo.path))
    }
}

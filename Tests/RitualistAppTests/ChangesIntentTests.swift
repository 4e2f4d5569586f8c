import Foundation
import IntentKit
import IntentKitTesting
import RitualistApp
import RitualistCore
import RitualistStore
import Testing

/// Changes lists the change log newest first in words at the local time of each entry, for one habit or all, from a
/// day on (that day included); its JSON carries each entry whole.
@Suite struct ChangesIntentTests {
    /// A home where Read and Water are added on 2025-11-06, Read completed on the 7th at 21:03 and Water logged on
    /// the 8th, each run at its own moment (New York).
    static func home() -> (TemporaryDirectory, (String, [String]) -> Outcome) {
        let directory = TemporaryDirectory()
        func run(_ intent: String, _ words: [String], at date: String = "2025-11-08", hour: Int = 12) -> Outcome {
            RitualistRuntime(home: directory.path, now: Fixture.moment(date, hour: hour)).makeRunner()
                .run(intent, words: words, json: nil, mode: .strict)
        }
        _ = run("AddHabit", ["name=Read", "start=2025-11-01"], at: "2025-11-06")
        _ = run("AddHabit", ["name=Water", "target=8", "unit=glasses", "start=2025-11-01"], at: "2025-11-06")
        _ = run("CompleteHabit", ["habit=Read", "date=2025-11-07"], at: "2025-11-07", hour: 21)
        _ = run("LogHabitValue", ["habit=Water", "value=2"], at: "2025-11-08", hour: 8)
        return (directory, { run($0, $1) })
    }

    @Test(arguments: [
        (
            [String](),
            [
                "2025-11-08 08:00  Logged 2 glasses of Water for 2025-11-08",
                "2025-11-07 21:00  Completed Read for 2025-11-07", "2025-11-06 12:00  Added Water",
                "2025-11-06 12:00  Added Read",
            ]
        ),
        (["habit=Read"], ["2025-11-07 21:00  Completed Read for 2025-11-07", "2025-11-06 12:00  Added Read"]),
        (
            ["since=2025-11-07"],
            [
                "2025-11-08 08:00  Logged 2 glasses of Water for 2025-11-08",
                "2025-11-07 21:00  Completed Read for 2025-11-07",
            ]
        ),
        (["since=yesterday", "habit=water"], ["2025-11-08 08:00  Logged 2 glasses of Water for 2025-11-08"]),
        (["since=today"], ["2025-11-08 08:00  Logged 2 glasses of Water for 2025-11-08"]),
        (["since=2025-11-09"], ["No changes."]),
    ])
    func changesAreListedNewestFirstAndFiltered(words: [String], lines: [String]) throws {
        let (_, run) = Self.home()
        let outcome = run("Changes", words)
        #expect(outcome.result?.text.split(separator: "\n").map(String.init) == lines)
    }

    @Test func theJSONCarriesEachEntryWhole() throws {
        let (directory, run) = Self.home()
        let outcome = run("Changes", ["habit=Read"])
        let entries = try #require(outcome.result?.json.arrayValue)
        let completion = try #require(entries.first?.objectValue)
        let keys = completion.map(\.0)
        #expect(keys == ["id", "time", "machine", "kind", "habit", "data", "reverses"])
        let value = { (key: String) in completion.first { $0.0 == key }?.1 }
        #expect(value("time") == .string("2025-11-07T21:00:00-05:00"))
        #expect(value("kind") == .string("log.added"))
        let machine = try #require(value("machine")?.stringValue)
        let kept = FileManager.default.contents(atPath: directory.path("machine-id")).map {
            String(decoding: $0, as: UTF8.self)
        }
        #expect(kept == machine + "\n")
        #expect(value("habit")?.objectValue?.map(\.0) == ["id", "name"])
        #expect(value("data")?.objectValue?.first?.0 == "log")
        #expect(value("reverses") == .array([]))
    }

    @Test func anUndoIsListedWithWhatItReversed() throws {
        let (_, run) = Self.home()
        #expect(run("UndoLast", []).result?.text == "Reversed: logged 2 glasses of Water for 2025-11-08")
        let lines = run("Changes", ["since=today"]).result?.text.split(separator: "\n")
        #expect(lines?.first == "2025-11-08 12:00  Undid: logged 2 glasses of Water for 2025-11-08")
        #expect(run("UndoLast", []).result?.text == "Reversed: completed Read for 2025-11-07")
    }
}

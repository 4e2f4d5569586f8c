import Foundation
import IntentKit
import IntentKitTesting
import Testing

/// Every verb takes `--strict` and `--json` as `run` does, and a failure asked for JSON prints the error envelope.
@Suite struct VerbContractTests {
    /// A home with a binary and a numeric habit, a hotkey, and yesterday's Meditate done.
    func home() throws -> Ritual {
        let ritual = Ritual()
        _ = try ritual.home.write("config.yaml", "hotkeys:\n  - {keys: super+alt+m, run: NextDay}\n")
        ritual("habit", "add", "Meditate", "--start", "2025-11-01")
        ritual("habit", "add", "Water", "--target", "8", "--start", "2025-11-01")
        ritual("habit", "add", "Old")
        ritual("habit", "archive", "Old")
        ritual("done", "Meditate", "--date", "yesterday")
        return ritual
    }

    static let succeeding: [[String]] = [
        ["done", "Meditate"], ["undo", "Meditate", "--date", "yesterday"], ["log", "Water", "3"],
        ["skip", "Meditate"], ["status"], ["streak"], ["streak", "Meditate"], ["calendar", "--months", "1"],
        ["habit", "add", "Read"], ["habit", "edit", "Meditate", "--emoji", "🧘"], ["habit", "list"],
        ["habit", "archive", "Meditate"], ["habit", "unarchive", "Old"], ["habit", "remove", "Old", "--yes"],
        ["run", "DayStatus"], ["list"], ["describe", "CompleteHabit"], ["check"], ["plugins"], ["journal"],
        ["hotkeys", "list"], ["hotkeys", "fire", "super-alt-m"], ["stats"], ["stats", "Water", "--days", "all"],
        ["changes"], ["undo", "--last"],
    ]

    @Test(arguments: succeeding)
    func everyVerbTakesStrictAndJSONAndPrintsJSON(words: [String]) throws {
        let result = try home().run(words + ["--strict", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(throws: Never.self) { try JSONParser.parse(result.stdout) }
    }

    @Test(arguments: [
        (["hotkeys", "export", "--target", "i3"], ["target", "lines", "warnings"]),
        (["hotkeys", "install", "--target", "i3"], ["target", "path", "messages"]),
        (["hotkeys", "uninstall", "--target", "i3"], ["target", "path", "messages"]),
    ])
    func theHotkeyWritersAskedForJSONPrintOneObjectOfWhatTheyDid(words: [String], keys: [String]) throws {
        let result = try home().run(words + ["--strict", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONParser.parse(result.stdout)
        #expect(object.objectValue?.map(\.0) == keys)
        #expect(object["target"] == .string("i3"))
        let text = words[1] == "export" ? object["lines"] : object["messages"]
        #expect(text?.arrayValue?.isEmpty == false)
    }

    @Test func theTourAskedForJSONPrintsItsStepsAsOneObject() throws {
        let result = try home().run(["tour", "--strict", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let tour = try JSONParser.parse(result.stdout)
        #expect(tour["home"] == .null)
        let steps = tour["steps"]?.arrayValue ?? []
        #expect(steps.first?["kind"] == .string("note"))
        let status = steps.first { $0["text"] == .string("ritual status") }
        #expect(status?["kind"] == .string("command"))
        #expect(status?["output"]?.arrayValue?.isEmpty == false)
        let kept = try JSONParser.parse(home().run(["tour", "--keep", "--json"]).stdout)
        let path = try #require(kept["home"]?.stringValue)
        #expect(FileManager.default.fileExists(atPath: path))
        try FileManager.default.removeItem(atPath: path)
    }

    static let failing: [(words: [String], case: String, message: String)] = [
        (["done", "Nope"], "unknownEntity", "No habit named 'Nope'."),
        (["undo", "Nope"], "unknownEntity", "No habit named 'Nope'."),
        (["log", "Nope", "3"], "unknownEntity", "No habit named 'Nope'."),
        (["skip", "Nope"], "unknownEntity", "No habit named 'Nope'."),
        (["streak", "Nope"], "unknownEntity", "No habit named 'Nope'."),
        (["stats", "Nope"], "unknownEntity", "No habit named 'Nope'."),
        (["changes", "--habit", "Nope"], "unknownEntity", "No habit named 'Nope'."),
        (["calendar", "--habit", "Nope"], "unknownEntity", "No habit named 'Nope'."),
        (["habit", "add", "Meditate"], "invalidHabit", "A habit named 'Meditate' already exists."),
        (["habit", "edit", "Nope", "--emoji", "x"], "unknownEntity", "No habit named 'Nope'."),
        (["habit", "archive", "Nope"], "unknownEntity", "No habit named 'Nope'."),
        (["habit", "unarchive", "Nope"], "unknownEntity", "No habit named 'Nope'."),
        (["habit", "remove", "Nope", "--yes"], "unknownEntity", "No habit named 'Nope'."),
        (["describe", "Nope"], "unknownIntent", "No intent named 'Nope'."),
        (["check", "/nonexistent"], "invalidUsage", "No such file or folder: '/nonexistent'."),
        (["list", "--nope"], "invalidUsage", "Unknown option '--nope'"),
        (["plugins", "--nope"], "invalidUsage", "Unknown option '--nope'"),
        (["journal", "--limit", "x"], "invalidUsage", "The value 'x' is invalid for '--limit <limit>'"),
        (["hotkeys", "list", "--nope"], "invalidUsage", "Unknown option '--nope'"),
        (["tour", "--nope"], "invalidUsage", "Unknown option '--nope'"),
        (
            ["streak", "Meditate", "--habit", "Water"], "invalidUsage",
            "Two habits given, 'Meditate' and 'Water': expected one."
        ),
        (
            ["hotkeys", "export", "--target", "i3", "--bin", "ritual"], "invalidUsage",
            "The path of ritual 'ritual' is not absolute; pass --bin with an absolute path."
        ),
    ]

    @Test(arguments: failing)
    func aFailureAskedForJSONPrintsTheErrorEnvelopeAndExitsWithItsCategory(
        words: [String], case name: String, message: String
    ) throws {
        let result = try home().run(words + ["--json"])
        #expect(result.status == 64)
        let envelope = try JSONParser.parse(result.stdout)
        #expect(
            envelope
                == .object([
                    ("ok", .bool(false)),
                    (
                        "error",
                        .object([
                            ("case", .string(name)), ("category", .string("usage")), ("code", .int(64)),
                            ("message", .string(message)),
                        ])
                    ),
                ]))
        #expect(result.stderr.hasPrefix("Error: " + message))
    }

    @Test(arguments: [
        (["done", "Meditate", "--date", "yesterday"], "rejected", 65), (["status", "--date", "nope"], "usage", 64),
        (["calendar", "--output", "/nonexistent/calendar.svg"], "unavailable", 69),
    ])
    func theEnvelopesCodeIsTheExitStatusOfItsCategory(words: [String], category: String, code: Int) throws {
        let result = try home().run(words + ["--json"])
        let envelope = try JSONParser.parse(result.stdout)
        #expect(envelope["error"]?["category"] == .string(category))
        #expect(envelope["error"]?["code"] == .int(code))
        #expect(result.status == Int32(code))
    }

    @Test(arguments: [(["run", "Nope"], 0), (["run", "Nope", "--strict"], 64)])
    func runsOutcomeCarriesTheSameErrorAndTheJournalItsCategory(words: [String], status: Int) throws {
        let ritual = try home()
        let result = ritual.run(words + ["--json"])
        #expect(result.status == Int32(status))
        let outcome = try JSONParser.parse(result.stdout)
        #expect(outcome["intent"] == .string("Nope"))
        #expect(outcome["result"] == .null)
        #expect(
            outcome["error"]
                == .object([
                    ("case", .string("unknownIntent")), ("category", .string("usage")), ("code", .int(64)),
                    ("message", .string("No intent named 'Nope'.")),
                ]))
        let journal = try JSONParser.parse(ritual("journal", "--json", "--limit", "1").stdout)
        #expect(journal.arrayValue?.first?["error"]?["category"] == .string("usage"))
    }

    @Test func aBatchLineThatIsNotARequestCarriesTheSameErrorObject() throws {
        let result = try home().run(["run", "--batch"], stdin: "not json\n")
        let outcome = try JSONParser.parse(result.stdout)
        #expect(outcome["error"]?["case"] == .string("invalidRequest"))
        #expect(outcome["error"]?["category"] == .string("usage"))
        #expect(outcome["error"]?["code"] == .int(64))
    }

    @Test func calendarTakesJSONAsFormatJSON() throws {
        let ritual = try home()
        let json = ritual("calendar", "--months", "1", "--json")
        #expect(json.status == 0)
        #expect(json.stdout == ritual("calendar", "--months", "1", "--format", "json").stdout)
    }

    @Test func streakOfOneHabitNamedAsAnArgumentShowsThatHabit() throws {
        let ritual = try home()
        let named = ritual("streak", "Meditate", "--json")
        #expect(named.status == 0)
        #expect(named.stdout == ritual("streak", "--habit", "Meditate", "--json").stdout)
        let habits = try JSONParser.parse(named.stdout)["habits"]?.arrayValue ?? []
        #expect(habits.map { $0["name"]?.stringValue } == ["Meditate"])
    }

    @Test func streakRefusesTwoDifferentHabits() throws {
        let result = try home()("streak", "Meditate", "--habit", "Water")
        #expect(result.status == 64)
        #expect(result.stderr == "Error: Two habits given, 'Meditate' and 'Water': expected one.\n")
    }
}

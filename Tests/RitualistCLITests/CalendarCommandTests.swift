import Foundation
import IntentKit
import IntentKitTesting
import Testing

/// `ritual calendar` run in process, today pinned to Saturday 2025-11-08.
@Suite struct CalendarCommandTests {
    /// A home with Meditate done Nov 3–7 and Read from Oct 15, done on Nov 5.
    func seeded() throws -> Ritual {
        let ritual = Ritual()
        ritual("habit", "add", "Meditate", "--start", "2025-11-01")
        ritual("habit", "add", "Read", "--start", "2025-10-15")
        for day in 3...7 { ritual("run", "CompleteHabit", "habit=Meditate", "date=2025-11-0\(day)") }
        ritual("run", "CompleteHabit", "habit=Read", "date=2025-11-05")
        return ritual
    }

    func run(_ ritual: Ritual, _ arguments: [String], extra: [String: String] = [:]) throws -> ProcessResult {
        var ritual = ritual
        ritual.extra = extra
        return ritual.run(arguments)
    }

    @Test func textIsGlyphsWithinEightyColumns() throws {
        let ritual = try seeded()
        for arguments in [["calendar", "--format", "text"], ["calendar"]] {
            let result = try run(ritual, arguments, extra: ["NO_COLOR": "1", "COLORTERM": "truecolor"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!result.stdout.contains("\u{1B}"))
            #expect(
                result.stdout.hasPrefix(
                    "🔥 5 days  (at risk: nothing done today yet)\nLongest streak: 5 days (from 2025-11-03)\n"))
            #expect(result.stdout.contains("\n  Dec  Jan Feb"))
            #expect(result.stdout.split(separator: "\n").allSatisfy { $0.unicodeScalars.count <= 80 })
            let wednesday = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("W ") })
            #expect(wednesday.hasSuffix("·█"))  // Oct 29 nothing done, Nov 5 both habits
        }
    }

    /// The calendar reads the store through the Streaks intent, so a store it cannot open fails it as it fails any
    /// read: in the same words and exit status as `status`, and journaled like every failed run.
    @Test(arguments: [["calendar"], ["calendar", "--habit", "Meditate"], ["calendar", "--format", "json"]])
    func aStoreThatCannotBeOpenedFailsTheCalendarAsAnIntentRun(arguments: [String]) throws {
        let ritual = Ritual()
        ritual("habit", "add", "Meditate")
        let database = ritual.home.path("ritualist.sqlite")
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database + suffix) }
        try FileManager.default.createDirectory(atPath: database, withIntermediateDirectories: false)
        let status = ritual("status")
        let calendar = ritual.run(arguments)
        #expect(calendar.status == 69)
        if arguments.contains("json") {
            // JSON asked for: the failure's envelope on stdout, as every verb prints it.
            let envelope = try JSONParser.parse(calendar.stdout)
            #expect(envelope["ok"] == .bool(false) && envelope["error"]?["case"] == .string("storeUnavailable"))
            #expect(envelope["error"]?["code"] == .int(69))
        } else {
            #expect(calendar.stdout == "")
        }
        #expect(calendar.stderr == status.stderr)
        let lines = try String(contentsOfFile: ritual.home.path("journal.jsonl"), encoding: .utf8).split(
            separator: "\n")
        let last = try JSONParser.parse(String(try #require(lines.last)))
        #expect(last["intent"] == .string(arguments.contains("--habit") ? "ListHabits" : "Streaks"))
        #expect(last["error"]?["case"] == .string("storeUnavailable"))
    }

    @Test func jsonListsTheDaysOfTheWindow() throws {
        let result = try run(try seeded(), ["calendar", "--format", "json", "--months", "2", "--habit", "med"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONParser.parse(result.stdout)
        #expect(json["from"] == .string("2025-10-01") && json["to"] == .string("2025-11-09"))
        #expect(json["habit"] == .string("Meditate"))
        #expect(json["streak"]?["current"] == .int(5) && json["streak"]?["atRisk"] == .bool(true))
        let days = try #require(json["days"]?.arrayValue)
        #expect(days.count == 40)
        #expect(days.first { $0["date"] == .string("2025-10-31") }?["level"] == .null)
        #expect(days.first { $0["date"] == .string("2025-11-03") }?["level"] == .int(3))
    }

    /// The calendar reads the overall streak alone (and its one habit's): the store's checkpoints of the other habits
    /// are not read. Its streak is still the one `Streaks` gives, also when the longest run is months before the
    /// calendar's first day, from the checkpoints the store keeps.
    @Test func theCalendarsStreakIsTheStreaksIntentsFromItsCheckpoints() throws {
        let ritual = Ritual()
        ritual("habit", "add", "Meditate", "--start", "2025-01-01")
        ritual("habit", "add", "Read", "--start", "2025-01-01")
        // Twelve days of both in February: the longest runs, eight months before a month's calendar.
        for day in 1...12 {
            let date = "2025-02-" + (day < 10 ? "0" : "") + String(day)
            ritual("run", "CompleteHabit", "habit=Meditate", "date=\(date)")
            ritual("run", "CompleteHabit", "habit=Read", "date=\(date)")
        }
        for day in 5...7 { ritual("run", "CompleteHabit", "habit=Meditate", "date=2025-11-0\(day)") }
        ritual("run", "CompleteHabit", "habit=Read", "date=2025-11-07")
        let streaks = try #require(try JSONParser.parse(ritual("run", "Streaks", "--json").stdout)["result"])
        #expect(streaks["overall"]?["longest"] == .int(12))
        let fields = ["current", "longest", "start", "atRisk"]
        let overall = try JSONParser.parse(ritual("calendar", "--format", "json", "--months", "1").stdout)
        for field in fields { #expect(overall["streak"]?[field] == streaks["overall"]?[field], "\(field)") }
        for (position, habit) in ["Meditate", "Read"].enumerated() {
            let calendar = try JSONParser.parse(
                ritual("calendar", "--format", "json", "--months", "1", "--habit", habit).stdout)
            let row = try #require(streaks["habits"]?.arrayValue?[position])
            #expect(row["longest"] == .int(12))
            for field in fields { #expect(calendar["streak"]?[field] == row[field], "\(habit) \(field)") }
        }
    }

    @Test func svgGoesToTheFileAndNothingToStdout() throws {
        let ritual = try seeded()
        let path = ritual.home.path("year.svg")
        let result = try run(ritual, ["calendar", "--output", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("<title>November 5: 100% completed, 2 of 2 habits</title>"))
        let explicit = try run(ritual, ["calendar", "--format", "svg", "--theme", "dark"])
        #expect(explicit.stdout.hasPrefix("<svg") && !explicit.stdout.contains("prefers-color-scheme"))
    }

    @Test(arguments: [
        (["calendar", "--months", "0"], "Error: Invalid value '0' for --months: expected a number from 1 to 24.\n"),
        (["calendar", "--months", "25"], "Error: Invalid value '25' for --months: expected a number from 1 to 24.\n"),
        (["calendar", "--habit", "medidate"], "Error: No habit named 'medidate'. Did you mean 'Meditate'?\n"),
    ])
    func badArgumentsAreUsageErrors(arguments: [String], message: String) throws {
        let result = try run(try seeded(), arguments)
        #expect(result.status == 64)
        #expect(result.stderr == message)
        #expect(result.stdout.isEmpty)
    }

    @Test func aMonthCountThatIsNotANumberIsRefusedByTheParser() throws {
        let result = try run(Ritual(), ["calendar", "--months", "twelve"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: The value 'twelve' is invalid for '--months <months>'\n"))
    }

    @Test func anUnwritableOutputIsAClearError() throws {
        let ritual = Ritual()
        let result = try run(ritual, ["calendar", "--output", ritual.home.path("missing/year.svg")])
        #expect(result.status == 69)
        #expect(
            result.stderr
                == "Error: Cannot write '\(ritual.home.path("missing/year.svg"))': No such file or directory.\n")
    }
}

/// `calendar --output FILE`: the format from the extension, and a refusal for one no renderer writes.
@Suite struct CalendarOutputTests {
    @Test(arguments: [("svg", "<svg"), ("html", "<!doctype html>"), ("json", "{"), ("txt", "No streak yet")])
    func theFormatComesFromTheExtension(suffix: String, start: String) throws {
        let ritual = Ritual()
        let path = ritual.home.path("calendar.\(suffix)")
        let result = ritual("calendar", "--output", path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix(start))
    }

    @Test func anExtensionItCannotWriteIsRefusedAndNothingIsWritten() {
        let ritual = Ritual()
        let path = ritual.home.path("calendar.png")
        let result = ritual("calendar", "--output", path)
        #expect(result.status == 64)
        #expect(
            result.stderr == "Error: Cannot write the calendar to '\(path)': '.png' is not a format it writes "
                + "(expected .svg, .html, .json or .txt, or --format).\n")
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}

/// `--color` on the calendar, the command that colours: `always` through a pipe, `never` and `NO_COLOR` off.
@Suite struct CalendarColorTests {
    @Test(arguments: [
        (["--color", "always"], [:], false, true),
        (["--color", "always"], ["NO_COLOR": "1"], false, true),
        (["--color", "always", "--no-color"], [:], false, false),
        (["--color", "never"], [:], true, false),
        ([], ["NO_COLOR": "1"], true, false),
        (["--no-color"], [:], true, false),
        ([], [:], true, true),
        ([], [:], false, false),
    ])
    func colourIsForcedOrRefused(flags: [String], environment: [String: String], terminal: Bool, coloured: Bool) {
        var ritual = Ritual()
        ritual.extra = environment
        let result = ritual.run(["calendar"] + flags, terminal: terminal)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\u{1B}[") == coloured)
    }
}

import Foundation
import IntentKit
import IntentKitTesting
import Testing

/// The journal's local times, `--output -`, and negative amounts: three small things a second week of use meets.
@Suite struct ViewsPeopleExpectTests {
    /// A run journaled at noon in New York, read back in Tokyo: the time is the reader's wall clock, with its offset.
    @Test(arguments: [
        ("America/New_York", "2025-11-08T12:00:00-05:00"), ("Asia/Tokyo", "2025-11-09T02:00:00+09:00"),
        ("UTC", "2025-11-08T17:00:00+00:00"),
    ])
    func theJournalShowsTimesInTheLocalZone(zone: String, local: String) throws {
        let ritual = Ritual()
        ritual("habit", "add", "Read")
        ritual("done", "Read")
        var reader = Ritual(home: ritual.home)
        reader.zone = zone
        let line = try #require(reader("journal").stdout.split(separator: "\n").first)
        #expect(line.hasPrefix(local + "  CompleteHabit habit=Read date=2025-11-08  ok  "), "\(line)")
        let json = try JSONParser.parse(reader("journal", "--json").stdout)
        let record = try #require(json.arrayValue?.first)
        #expect(record["time"] == .string("2025-11-08T17:00:00.000Z"))
        #expect(record["localTime"] == .string(local))
    }

    @Test(arguments: [
        ["calendar", "--format", "text"], ["calendar", "--format", "svg"],
        ["hotkeys", "export", "--target", "sxhkd"], ["hotkeys", "export", "--target", "sxhkd", "--json"],
    ])
    func outputDashMeansStandardOutput(arguments: [String]) throws {
        let ritual = Ritual()
        try ritual.home.write("config.yaml", "hotkeys:\n  - {keys: super+t, run: Today}\n")
        ritual("habit", "add", "Read")
        ritual("done", "Read")
        let plain = ritual.run(arguments)
        #expect(plain.status == 0)
        let dash = ritual.run(arguments + ["--output", "-"])
        #expect(dash.status == 0, "\(dash.stderr)")
        #expect(dash.stdout == plain.stdout)
        #expect(!FileManager.default.fileExists(atPath: "-"))
        let file = ritual.home.path("out")
        #expect(ritual.run(arguments + ["--output", file]).stdout.isEmpty)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == plain.stdout)
    }

    @Test(arguments: [["log", "Water", "-1"], ["log", "Water", "-2.5", "--set"], ["log", "Water", "--set", "-3"]])
    func aNegativeAmountSaysAmountsCannotBeNegativeAndHowToCorrectADay(arguments: [String]) {
        let ritual = Ritual()
        ritual("habit", "add", "Water", "--target", "8")
        let result = ritual.run(arguments)
        let amount = arguments.first { $0.hasPrefix("-") && Double($0) != nil } ?? ""
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "Error: Amounts cannot be negative: '\(amount)'. To correct a day, set its total "
                + "('ritual log Water N --set') or take back the last log ('ritual undo --last').\n")
    }
}

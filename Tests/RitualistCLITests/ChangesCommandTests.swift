import IntentKit
import IntentKitTesting
import Testing

/// `ritual changes` lists the change log in words; `ritual undo --last` reverses its last change in effect and
/// says what it reversed; `ritual undo HABIT` keeps clearing a day.
@Suite struct ChangesCommandTests {
    /// Meditate and Water added on 2025-11-07 at 09:00, then on the 8th at 12:00 Meditate done, Water 3 glasses and
    /// a rest day for every habit on the 7th (a rest day on a day a habit is done is refused).
    func home() -> Ritual {
        var ritual = Ritual()
        ritual.now = "2025-11-07T09:00:00"
        ritual("habit", "add", "Meditate", "--start", "2025-11-01")
        ritual("habit", "add", "Water", "--target", "8", "--unit", "glasses", "--start", "2025-11-01")
        ritual.now = "2025-11-08T12:00:00"
        ritual("done", "Meditate")
        ritual("log", "Water", "3")
        ritual("skip", "--date", "2025-11-07")
        return ritual
    }

    @Test(arguments: [
        (
            [String](),
            """
            2025-11-08 12:00  Rest day for every habit on 2025-11-07
            2025-11-08 12:00  Logged 3 glasses of Water for 2025-11-08
            2025-11-08 12:00  Completed Meditate for 2025-11-08
            2025-11-07 09:00  Added Water
            2025-11-07 09:00  Added Meditate

            """
        ),
        (
            ["--habit", "med"],
            "2025-11-08 12:00  Completed Meditate for 2025-11-08\n2025-11-07 09:00  Added Meditate\n"
        ),
        (["--since", "today", "--habit", "Water"], "2025-11-08 12:00  Logged 3 glasses of Water for 2025-11-08\n"),
        (["--since", "2025-11-09"], "No changes.\n"),
    ])
    func changesAreListedInWordsNewestFirst(options: [String], output: String) {
        let result = home().run(["changes"] + options)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == output)
    }

    /// The home above with 30 more logs of Water on the 8th, of 1 to 30 glasses.
    func longHome() throws -> Ritual {
        let ritual = home()
        for amount in 2...31 { try #require(ritual("log", "Water", "\(amount)").status == 0) }
        return ritual
    }

    @Test func aLimitKeepsTheNewestChanges() throws {
        let ritual = try longHome()
        #expect(
            ritual("changes", "--limit", "2").stdout
                == "2025-11-08 12:00  Logged 31 glasses of Water for 2025-11-08\n"
                + "2025-11-08 12:00  Logged 30 glasses of Water for 2025-11-08\n")
        let json = try JSONParser.parse(ritual("changes", "--limit", "3", "--json").stdout)
        #expect(json.arrayValue?.count == 3)
        #expect(json.arrayValue?.first?["data"]?["log"]?["value"] == .int(31))
    }

    @Test func twentyChangesAreShownUnlessSinceOrALimitSaysOtherwise() throws {
        let ritual = try longHome()
        #expect(ritual("changes").stdout.split(separator: "\n").count == 20)
        #expect(ritual("changes", "--since", "2025-11-07").stdout.split(separator: "\n").count == 35)
        #expect(ritual("changes", "--since", "2025-11-07", "--limit", "4").stdout.split(separator: "\n").count == 4)
        #expect(ritual("changes", "--limit", "100").stdout.split(separator: "\n").count == 35)
        let refused = ritual("changes", "--limit", "0")
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("--limit must be at least 1; got 0."), "\(refused.stderr)")
    }

    @Test func undoLastWalksBackAndSaysWhatItReversed() {
        let ritual = home()
        #expect(ritual("undo", "--last").stdout == "Reversed: rest day for every habit on 2025-11-07\n")
        #expect(ritual("undo", "--last").stdout == "Reversed: logged 3 glasses of Water for 2025-11-08\n")
        #expect(ritual("undo", "--last").stdout == "Reversed: completed Meditate for 2025-11-08\n")
        #expect(ritual("run", "DayStatus", "--strict").stdout.hasPrefix("2025-11-08: 0 of 2 done"))
        #expect(ritual("changes", "--since", "today").stdout.hasPrefix("2025-11-08 12:00  Undid: completed Meditate"))
        ritual("undo", "--last")
        ritual("undo", "--last")

        let result = ritual("undo", "--last")
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("Nothing to undo: no change is left in effect."))
    }

    @Test func undoOfAHabitStillClearsItsDayAndIsItselfUndoable() {
        let ritual = home()
        #expect(ritual("undo", "Meditate").stdout == "Cleared 'Meditate' on 2025-11-08.\n")
        #expect(ritual("undo", "--last").stdout == "Reversed: cleared the completion of Meditate for 2025-11-08\n")
        #expect(ritual("done", "Meditate").status == 65)
    }

    @Test func theJSONOfBothHasTheDocumentedShape() throws {
        let ritual = home()
        let changes = try JSONParser.parse(ritual("changes", "--json").stdout)
        let first = try #require(changes.arrayValue?.first)
        #expect(first.objectValue?.map(\.0) == ["id", "time", "machine", "kind", "habit", "data", "reverses"])
        #expect(first["kind"] == .string("restDay.added"))
        #expect(first["time"] == .string("2025-11-08T12:00:00-05:00"))
        #expect(first["habit"] == .null)
        #expect(first["data"]?["restDay"]?["day"] == .string("2025-11-07"))

        let undo = try JSONParser.parse(ritual("undo", "--last", "--json").stdout)
        #expect(undo["text"] == .string("Reversed: rest day for every habit on 2025-11-07"))
        #expect(undo["undo"]?["kind"] == .string("undo"))
        #expect(undo["undo"]?["reverses"] == .array([first["id"]!]))
        #expect(undo["reversed"]?.arrayValue?.map { $0["id"] } == [first["id"]])
    }

    @Test func aBatchRecordsEachChangeOfItsGroupAndAHotkeyItsOwn() throws {
        let ritual = home()
        _ = try ritual.home.write(
            "config.yaml",
            "hotkeys:\n  - {keys: super+alt+m, run: CompleteHabit, with: {habit: Meditate, date: yesterday}}\n")
        let lines = [
            #"{"intent": "LogHabitValue", "params": {"habit": "Water", "value": 2}}"#,
            #"{"intent": "CompleteHabit", "params": {"habit": "Meditate"}}"#,
            #"{"intent": "UnskipDay", "params": {"date": "2025-11-07"}}"#,
        ]
        #expect(ritual.run(["run", "--batch"], stdin: lines.joined(separator: "\n")).status == 0)
        #expect(ritual("hotkeys", "fire", "super-alt-m").status == 0)

        let changes = ritual("changes", "--since", "today").stdout.split(separator: "\n").prefix(3)
        #expect(
            changes == [
                "2025-11-08 12:00  Completed Meditate for 2025-11-07",
                "2025-11-08 12:00  No rest day for every habit on 2025-11-07 any more",
                "2025-11-08 12:00  Logged 2 glasses of Water for 2025-11-08",
            ])
    }

    @Test(arguments: [
        (["undo"], "No habit given: expected a habit whose day to clear, or --last."),
        (["undo", "Meditate", "--last"], "'Meditate' given with --last: --last takes no habit."),
        (["undo", "--last", "--date", "today"], "--date 'today' given with --last: --last takes no date."),
    ])
    func undoRefusesAmbiguousWords(words: [String], message: String) {
        let result = home().run(words)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}

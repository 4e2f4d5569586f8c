import Foundation
import IntentKit
import IntentKitTesting
import Testing

/// What a new user does first, through the real binary.
@Suite struct NewUserTests {
    @Test func addCompleteAndSeeItDoneThenLookAtYesterday() throws {
        let ritual = Ritual()
        #expect(ritual("habit", "add", "Meditate").stdout == "Added 'Meditate' (daily, from 2025-11-08).\n")
        let completed = ritual("run", "CompleteHabit", "habit=med")
        #expect(completed.status == 0)
        #expect(completed.stdout == "Completed 'Meditate' on 2025-11-08.\n")
        let status = ritual("status")
        #expect(status.stdout.contains("✓ Meditate"))
        #expect(status.stdout.contains("100%  1 of 1 done"))
        #expect(ritual("run", "PreviousDay").status == 0)
        let json = try JSONParser.parse(ritual("status", "--json").stdout)
        #expect(json["date"] == .string("2025-11-07"))
        #expect(json["canGoForward"] == .bool(true))
        #expect(json["isToday"] == .bool(false))
    }

    @Test func aNearMissInStrictModeIsAUsageErrorWithASuggestion() throws {
        let ritual = Ritual()
        ritual("habit", "add", "Meditate")
        let result = ritual("run", "CompleteHabit", "habit=Medidate", "--strict")
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Error: No habit named 'Medidate'. Did you mean 'Meditate'?\n")
    }

    @Test func parametersThatAreNotAJSONObjectAreRefusedWithAHintNamingTheFlag() {
        let result = Ritual()("run", "CompleteHabit", "--params", "[1]", "--strict")
        #expect(result.status == 64)
        #expect(
            result.stderr == "Error: Invalid parameters: expected a JSON object. "
                + #"Give --params one JSON object of parameter values, such as '{"habit": "Read"}'."# + "\n")
    }

    @Test func anUnknownIntentIsSilentThenStrictAndTheJournalHasBoth() throws {
        let ritual = Ritual()
        let silent = ritual("run", "NoSuchIntent")
        #expect(silent.status == 0)
        #expect(silent.stdout.isEmpty && silent.stderr.isEmpty)
        let strict = ritual("run", "CompleteHabbit", "--strict")
        #expect(strict.status == 64)
        #expect(
            strict.stderr == "Error: No intent named 'CompleteHabbit'. Did you mean 'CompleteHabit'? "
                + "Run 'ritual list' to see them all.\n")
        let journal = try JSONParser.parse(ritual("journal", "--json").stdout)
        let records = try #require(journal.arrayValue).reversed()
        #expect(records.map { $0["intent"]?.stringValue } == ["NoSuchIntent", "CompleteHabbit"])
        #expect(records.map { $0["mode"]?.stringValue } == ["silent", "strict"])
        #expect(records.allSatisfy { $0["error"]?["case"] == .string("unknownIntent") })
    }

    @Test func jsonOutcomesHaveTheDocumentedShapeInBothModes() throws {
        let ritual = Ritual()
        ritual("habit", "add", "Meditate")
        for mode in [[], ["--strict"]] {
            let result = ritual.run(["run", "CompleteHabit", "habit=Meditate", "--json"] + mode)
            let outcome = try JSONParser.parse(result.stdout)
            #expect(outcome.objectValue?.map(\.0) == ["intent", "ok", "error", "result"])
        }
        let second = try JSONParser.parse(ritual("run", "CompleteHabit", "habit=Meditate", "--json").stdout)
        #expect(second["error"]?["case"] == .string("alreadyLoggedToday"))
    }

    @Test func theTourRunsOnAThrowawayHome() throws {
        let ritual = Ritual()
        let result = ritual("tour")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("$ ritual run PreviousDay"))
        #expect(result.stdout.contains("Error: 'Meditate' already completed today.   (exit 65)"))
        #expect(!FileManager.default.fileExists(atPath: ritual.home.path("ritualist.sqlite")))
    }
}

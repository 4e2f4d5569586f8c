import IntentKit
import IntentKitTesting
import Testing

@Suite struct RunnerTests {
    @Test func runsAnIntentByNameIgnoringCase() throws {
        let outcome = makeRunner().run("ECHO", arguments: try RawArguments(words: ["counter=sq"]))
        #expect(outcome.ok)
        #expect(outcome.intent == "Echo")
        #expect(outcome.json["result"]?["count"] == .int(10))
    }

    @Test func anUnknownIntentIsSilentByDefaultAndUsageInStrictMode() throws {
        let outcome = makeRunner().run("Ecco", arguments: RawArguments(pairs: []))
        #expect(outcome.failure?.caseName == "unknownIntent")
        #expect(outcome.failure?.message == "No intent named 'Ecco'. Did you mean 'Echo'?")
        #expect(FailurePolicy.silent.exitCode(for: outcome) == 0)
        #expect(FailurePolicy.silent.errorText(for: outcome) == nil)
        #expect(FailurePolicy.strict.exitCode(for: outcome) == 64)
        #expect(FailurePolicy.strict.errorText(for: outcome) == "Error: " + outcome.failure!.message)
    }

    @Test(arguments: [
        ("Refuse", [String](), "notToday", Int32(65)),
        ("Echo", [], "missingParameter", 64),
        ("Echo", ["counter=zz"], "unknownEntity", 64),
        ("Nope", [], "unknownIntent", 64),
    ])
    func strictModeMapsEachCategoryToItsExitCode(intent: String, words: [String], caseName: String, code: Int32) throws
    {
        let outcome = makeRunner().run(intent, arguments: try RawArguments(words: words))
        #expect(outcome.failure?.caseName == caseName)
        #expect(FailurePolicy.strict.exitCode(for: outcome) == code)
        #expect(FailurePolicy.silent.exitCode(for: outcome) == 0)
    }

    @Test func theOutcomeObjectHasTheDocumentedShape() throws {
        let outcome = makeRunner().run("Refuse", arguments: RawArguments(pairs: []))
        #expect(
            outcome.json.serialized()
                == #"{"intent":"Refuse","ok":false,"error":{"case":"notToday","category":"rejected","code":65,"#
                + #""message":"Not today."},"result":null}"#)
    }

    @Test func anIntentInABrokenFileFailsAsAConfigurationError() throws {
        let broken = Declarations.source("version: 1\nintent: LogWater\n", path: "user/LogWater.yaml", origin: .user)
        let outcome = makeRunner(extra: [broken]).run("LogWater", arguments: RawArguments(pairs: []))
        #expect(outcome.failure?.caseName == "invalidDeclaration")
        #expect(FailurePolicy.strict.exitCode(for: outcome) == 78)
    }

    @Test func everyRunIsJournaledSilentOrNot() throws {
        let directory = TemporaryDirectory()
        let journal = Journal(path: directory.path("state/journal.jsonl"))
        let runner = makeRunner(journal: journal)
        _ = runner.run("Nope", arguments: RawArguments(pairs: []), mode: .silent)
        _ = runner.run("Echo", arguments: try RawArguments(words: ["counter=sq"]), mode: .strict)
        let records = journal.records()
        #expect(records.map(\.intent) == ["Nope", "Echo"])
        #expect(records.map(\.mode) == ["silent", "strict"])
        #expect(records[0].errorCase == "unknownIntent")
        #expect(records[1].ok)
        #expect(records[1].parameters["counter"]?["name"] == .string("Squats"))
        #expect(records[1].parameters["counter"]?["id"] == .string("c2"))
    }

    @Test func anUnwritableJournalDoesNotFailTheRun() throws {
        let outcome = makeRunner(journal: Journal(path: "/proc/ritualist-cannot-write/journal.jsonl"))
            .run("Echo", arguments: try RawArguments(words: ["counter=sq"]))
        #expect(outcome.ok)
        #expect(outcome.journalProblem != nil)
    }
}

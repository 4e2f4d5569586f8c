import IntentKit
import Testing

@Suite struct BatchRunTests {
    private func batch(_ ritual: Ritual, _ lines: [String], strict: Bool = false) throws -> (Int32, [JSONValue]) {
        let result = ritual.run(
            ["run", "--batch"] + (strict ? ["--strict"] : []), stdin: lines.joined(separator: "\n"))
        let outcomes = try result.stdout.split(separator: "\n").map { try JSONParser.parse(String($0)) }
        return (result.status, outcomes)
    }

    @Test func everyLineGivesOneOutcomeInOrderAndBadLinesDoNotStopTheBatch() throws {
        let ritual = Ritual()
        ritual("habit", "add", "Meditate")
        ritual("habit", "add", "Stretch")
        let (status, outcomes) = try batch(
            ritual,
            [
                #"{"intent": "CompleteHabit", "params": {"habit": "Meditate"}}"#,
                "not json",
                #"{"intent": "CompleteHabit", "params": "Stretch"}"#,
                #"{"params": {}}"#,
                #"{"intent": "completehabit", "params": {"habit": "Stretch"}}"#,
                #"{"intent": "CompleteHabit", "params": {"habit": "Meditate"}}"#,
            ])
        #expect(status == 0)
        #expect(outcomes.map { $0["ok"] } == [true, false, false, false, true, false])
        #expect(
            outcomes.map { $0["error"]?["case"]?.stringValue } == [
                nil, "invalidRequest", "invalidRequest", "invalidRequest", nil, "alreadyLoggedToday",
            ])
        #expect(outcomes[4]["intent"] == "CompleteHabit")
        let day = try JSONParser.parse(ritual("status", "--json").stdout)
        #expect(day["allCompleted"] == true)
    }

    @Test func strictBatchExitsWithTheFirstFailureAfterRunningEverything() throws {
        let ritual = Ritual()
        ritual("habit", "add", "Meditate")
        let (status, outcomes) = try batch(
            ritual,
            [
                #"{"intent": "Nope"}"#,
                #"{"intent": "CompleteHabit", "params": {"habit": "Meditate"}}"#,
                #"{"intent": "CompleteHabit", "params": {"habit": "Meditate"}}"#,
            ], strict: true)
        #expect(status == 64)
        #expect(outcomes.count == 3)
        #expect(outcomes[1]["ok"] == true)
    }

    @Test func batchTakesNoIntentOnTheCommandLine() {
        let result = Ritual()("run", "--batch", "CompleteHabit")
        #expect(result.status == 64)
        #expect(result.stderr.contains("--batch reads its intents from stdin"))
    }
}

import IntentKit
import IntentKitTesting
import RitualistApp
import RitualistConsole
import RitualistCore
import Testing

@testable import RitualistCLI

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

    /// A home with a binary Meditate and Stretch and a numeric Water (8 glasses a day).
    private func home() -> Ritual {
        let ritual = Ritual()
        ritual("habit", "add", "Meditate", "--start", "2025-11-01")
        ritual("habit", "add", "Stretch", "--start", "2025-11-01")
        ritual("habit", "add", "Water", "--target", "8", "--unit", "glasses", "--start", "2025-11-01")
        return ritual
    }

    private static let mixed = [
        #"{"intent": "CompleteHabit", "params": {"habit": "Meditate"}}"#,
        #"{"intent": "CompleteHabit", "params": {"habit": "meditate"}}"#,
        #"{"intent": "PreviousDay"}"#,
        #"{"intent": "PreviousDay", "params": {}}"#,
        #"{"intent": "CompleteHabit", "params": {"habit": "Stretch"}}"#,
        #"{"intent": "LogHabitValue", "params": {"habit": "Water", "value": 3}}"#,
        #"{"intent": "LogHabitValue", "params": {"habit": "Water", "value": 5000}}"#,
        #"{"intent": "NextDay"}"#,
        #"{"intent": "DayStatus"}"#,
        #"{"intent": "UndoCompletion", "params": {"habit": "Stretch", "date": "2025-11-06"}}"#,
        #"{"intent": "UndoCompletion", "params": {"habit": "Stretch", "date": "2025-11-06"}}"#,
        #"{"intent": "Today"}"#,
        #"{"intent": "NextDay"}"#,
        #"{"intent": "DayStatus", "params": {"date": "yesterday"}}"#,
        #"{"intent": "Nope"}"#,
        #"{"intent": "CompleteHabit", "params": {"habit": "Water"}}"#,
        #"{"intent": "CompleteHabit", "params": {"habit": ["Meditate"]}}"#,
        #"{"intent": "LogHabitValue", "params": {"habit": "Water", "value": null}}"#,
        #"{"intent": "LogHabitValue", "params": {"habit": "Water", "value": 1, "value": 2}}"#,
    ]

    @Test func eachOutcomeIsTheObjectRunJsonPrintsForTheSameRequestOneByOne() throws {
        let alone = home()
        let expected = try Self.mixed.map { line in
            let request = try JSONParser.parse(line)
            let params = request["params"] ?? .object([])
            let result = alone("run", request["intent"]!.stringValue!, "--json", "--params", params.serialized())
            return try JSONParser.parse(result.stdout)
        }
        let (status, outcomes) = try batch(home(), Self.mixed)
        #expect(status == 0)
        #expect(outcomes.count == expected.count)
        // Each home gives its habits ids of its own.
        for (outcome, expected) in zip(outcomes, expected) {
            #expect(withoutIDs(outcome) == withoutIDs(expected))
        }
        #expect(outcomes.filter { $0["ok"] == true }.count == 11)
    }

    @Test func aRunThatFailsInTheMiddleChangesNothingAndTheRunsAroundItAreKept() throws {
        let ritual = home()
        let (_, outcomes) = try batch(
            ritual,
            [
                #"{"intent": "LogHabitValue", "params": {"habit": "Water", "value": 2}}"#,
                #"{"intent": "LogHabitValue", "params": {"habit": "Water", "value": 8, "mode": "set", "date": "2025-11-09"}}"#,
                #"{"intent": "LogHabitValue", "params": {"habit": "Water", "value": 5000, "mode": "set"}}"#,
                #"{"intent": "CompleteHabit", "params": {"habit": "Stretch"}}"#,
            ])
        #expect(outcomes.map { $0["error"]?["case"]?.stringValue } == [nil, "futureDate", "valueOutOfRange", nil])
        let water = try JSONParser.parse(ritual("run", "DayStatus", "--json").stdout)["result"]?["habits"]?
            .arrayValue?.first { $0["name"] == "Water" }
        #expect(water?["progress"]?.doubleValue == 2)
        let journal = (try JSONParser.parse(ritual("journal", "--json").stdout).arrayValue ?? []).prefix(4).reversed()
        #expect(journal.map { $0["ok"] } == [true, false, false, true])
        #expect(journal.map { $0["intent"] } == ["LogHabitValue", "LogHabitValue", "LogHabitValue", "CompleteHabit"])
    }

    @Test func moreLinesThanOneGroupTakesStillGetOneOutcomeEachInOrder() throws {
        let ritual = home()
        let count = BatchRun.groupLimit + 5
        let lines = (0..<count).map { $0 % 2 == 0 ? #"{"intent": "PreviousDay"}"# : #"{"intent": "Today"}"# }
        let (status, outcomes) = try batch(ritual, lines)
        #expect(status == 0)
        #expect(outcomes.count == count)
        #expect(outcomes.indices.allSatisfy { outcomes[$0]["result"]?["isToday"] == .bool($0 % 2 == 1) })
        let day = try JSONParser.parse(ritual("status", "--json").stdout)
        #expect(day["date"] == "2025-11-07")
    }

    @Test func strictModeExitsWithTheCategoryOfTheFirstFailureAfterRunningTheRest() throws {
        let ritual = home()
        let (status, outcomes) = try batch(
            ritual,
            [
                #"{"intent": "CompleteHabit", "params": {"habit": "Meditate"}}"#,
                #"{"intent": "CompleteHabit", "params": {"habit": "Meditate"}}"#,
                "{",
                #"{"intent": "CompleteHabit", "params": {"habit": "Stretch"}}"#,
            ], strict: true)
        #expect(status == 65)
        #expect(outcomes.map { $0["ok"] } == [true, false, false, true])
        let day = try JSONParser.parse(ritual("status", "--json").stdout)
        #expect(day["completed"]?.arrayValue?.count == 2)
    }

    @Test func aCommitThatFailsTurnsTheGroupsChangesIntoFailures() throws {
        let ritual = home()
        let lines = [
            #"{"intent": "DayStatus"}"#,
            #"{"intent": "CompleteHabit", "params": {"habit": "Nope"}}"#,
            #"{"intent": "CompleteHabit", "params": {"habit": "Meditate"}}"#,
            #"{"intent": "DayStatus"}"#,
        ].map(BatchLine.init)
        let runtime = try RitualistRuntime(environment: ritual.environment)
        let runner = runtime.makeRunner(store: CommitFailingStore(base: try runtime.openStore()))
        let answers = runner.runGroup(lines.map(\.grouped), mode: .strict).outcomes
        #expect(answers.map { $0.json["ok"] } == [true, false, false, false])
        #expect(answers.map { $0.failure?.caseName } == [nil, "unknownEntity", "storeUnavailable", "storeUnavailable"])
        #expect(try runtime.openStore().logs(from: Day(iso: "2025-11-01")!, through: Day(iso: "2025-11-08")!).isEmpty)
        let journal = (try JSONParser.parse(ritual("journal", "--json").stdout).arrayValue ?? []).prefix(3).reversed()
        #expect(journal.map { $0["ok"] } == [false, false, false])
        #expect(
            journal.map { $0["error"]?["case"]?.stringValue } == [
                "unknownEntity", "storeUnavailable", "storeUnavailable",
            ])
    }

    @Test func aGroupThatCannotBeginRunsItsLinesOneAtATime() throws {
        let ritual = home()
        let lines = [
            #"{"intent": "CompleteHabit", "params": {"habit": "Meditate"}}"#,
            "{",
            #"{"intent": "CompleteHabit", "params": {"habit": "Meditate"}}"#,
        ].map(BatchLine.init)
        let runtime = try RitualistRuntime(environment: ritual.environment)
        let store = CommitFailingStore(base: try runtime.openStore(), begins: false)
        let answers = runtime.makeRunner(store: store).runGroup(lines.map(\.grouped), mode: .strict).outcomes
        #expect(answers.map { $0.failure?.caseName } == [nil, "invalidRequest", "alreadyLoggedToday"])
        let day = try JSONParser.parse(ritual("status", "--json").stdout)
        #expect(day["completed"]?.arrayValue?.count == 1)
    }

    @Test func batchTakesNoIntentOnTheCommandLine() {
        let result = Ritual()("run", "--batch", "CompleteHabit")
        #expect(result.status == 64)
        #expect(result.stderr.contains("--batch reads its intents from stdin"))
    }
}

private func withoutIDs(_ value: JSONValue) -> JSONValue {
    switch value {
    case .object(let pairs): return .object(pairs.filter { $0.0 != "id" }.map { ($0.0, withoutIDs($0.1)) })
    case .array(let elements): return .array(elements.map(withoutIDs))
    default: return value
    }
}

import IntentKit
import Testing

/// Hostile command-line arguments: each run fails with its exact message, quickly.
@Suite struct HostileArgumentTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let label: String
        var intent = "Echo"
        var words: [String] = []
        var json: String? = nil
        let expected: String
        var testDescription: String { label }
    }

    static let huge = String(repeating: "q", count: 131_072)

    static let cases: [Case] = [
        Case(
            label: "deep --params", json: String(repeating: "{\"a\":", count: 100_000),
            expected: "Invalid parameters: not JSON (nesting deeper than 64 levels at offset 320)."),
        Case(
            label: "a number past Double in --params", json: #"{"count": 1e400}"#,
            expected: "Invalid parameters: not JSON (number out of range at offset 10)."),
        Case(
            label: "a leading zero in --params", json: #"{"count": 01}"#,
            expected: "Invalid parameters: not JSON (invalid number at offset 10)."),
        Case(
            label: "a lone surrogate in --params", json: #"{"counter": "\udc00"}"#,
            expected: "Invalid parameters: not JSON (unpaired surrogate at offset 19)."),
        Case(
            label: "a control character in --params", json: "{\"counter\": \"a\u{7}\"}",
            expected: "Invalid parameters: not JSON (control character in a string at offset 14)."),
        Case(
            label: "text after --params", json: "{} {}",
            expected: "Invalid parameters: not JSON (unexpected text after the value at offset 3)."),
        Case(
            label: "a hexadecimal integer", words: ["counter=Pushups", "count=0x10"],
            expected: "Invalid value '0x10' for parameter 'count': expected an integer."),
        Case(
            label: "an integer past Int", words: ["counter=Pushups", "count=99999999999999999999"],
            expected: "Invalid value '99999999999999999999' for parameter 'count': expected an integer."),
        Case(
            label: "a huge intent name", intent: huge,
            expected: "No intent named '\(String(repeating: "q", count: 60))…'."),
    ]

    @Test(arguments: cases) func failsWithTheExactMessageQuickly(_ testCase: Case) {
        let runner = makeRunner()
        let start = ContinuousClock.now
        let outcome = runner.run(testCase.intent, words: testCase.words, json: testCase.json)
        #expect(ContinuousClock.now - start < .seconds(1))
        #expect(outcome.failure?.message == testCase.expected)
    }

    @Test func aHugeParameterNameGetsNoSuggestion() {
        let start = ContinuousClock.now
        let outcome = makeRunner().run("Echo", words: ["counter=Pushups", Self.huge + "=1"], json: nil)
        #expect(ContinuousClock.now - start < .seconds(1))
        #expect(outcome.failure?.caseName == "unknownParameter")
        #expect(outcome.failure?.message.contains("Did you mean") == false)
    }

    @Test func aHugeEntityNameGetsNoSuggestion() {
        let start = ContinuousClock.now
        let outcome = makeRunner().run("Echo", words: ["counter=" + Self.huge], json: nil)
        #expect(ContinuousClock.now - start < .seconds(1))
        #expect(outcome.failure?.caseName == "unknownEntity")
        #expect(outcome.failure?.message.contains("Did you mean") == false)
    }
}

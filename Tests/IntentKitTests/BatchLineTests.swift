import Testing

@testable import IntentKit

/// How a line of a batch is read: a request, or why it is not one, said with its number.
@Suite struct BatchLineTests {
    @Test func aRequestIsItsIntentAndItsParameters() {
        #expect(
            BatchLine(#"{"intent": "CompleteHabit", "params": {"habit": "Read"}}"#, number: 4)
                == .request(intent: "CompleteHabit", params: .object([("habit", "Read")])))
    }

    @Test(arguments: [
        ("not json", "", "Invalid request on line 3: not JSON (unexpected character at offset 0)."),
        (
            #"{"intent": "Today", "parms": {}}"#, "Today",
            "Invalid request on line 3: unknown key 'parms' (expected 'intent' and 'params'). Did you mean 'params'?"
        ),
        (#"{"intent": 3}"#, "", "Invalid request on line 3: 'intent' must be text, found a number."),
    ])
    func aLineThatIsNotARequestKeepsTheIntentItNamesAndSaysWhatIsWrong(line: String, intent: String, reason: String) {
        #expect(BatchLine(line, number: 3) == .invalid(intent: intent, reason: reason))
    }

    @Test func aLineTooLongIsShownByItsFirstCharacters() {
        #expect(
            BatchLine(tooLong: #"{"intent": "Today"#, number: 2, limit: 16)
                == .invalid(
                    intent: "", reason: #"Invalid request on line 2: longer than 16 bytes ('{"intent": "Today…')."#))
    }

    @Test func anInvalidLineIsRefusedInItsGroupAsAnInvalidRequest() {
        guard case .refused(let intent, let failure) = BatchLine("[]", number: 1).grouped else {
            Issue.record("an invalid line was not refused")
            return
        }
        #expect(intent == "")
        #expect(failure.caseName == "invalidRequest")
        #expect(failure.category == .usage)
    }
}

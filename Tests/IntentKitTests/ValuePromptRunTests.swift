import IntentKit
import IntentKitTesting
import Synchronization
import Testing

/// A run with a `ValuePrompt` asks for a value it is missing, binds the answer like any argument, and journals only
/// its final outcome.
@Suite struct ValuePromptRunTests {
    /// A prompt that gives `answers` in turn (nil: no one to ask) and keeps the questions it was asked.
    final class Answers: Sendable {
        let state: Mutex<(answers: [ValuePrompt.Answer?], asked: [ValuePrompt.Question])>

        init(_ answers: [ValuePrompt.Answer?]) {
            state = Mutex((answers, []))
        }

        var prompt: ValuePrompt {
            ValuePrompt { question in
                self.state.withLock { state in
                    state.asked.append(question)
                    return state.answers.isEmpty ? nil : state.answers.removeFirst()
                }
            }
        }

        var asked: [ValuePrompt.Question] { state.withLock { $0.asked } }
    }

    @Test func aMissingRequiredParameterIsAskedForAndBound() throws {
        let directory = TemporaryDirectory()
        let journal = Journal(path: directory.path("journal.jsonl"))
        let answers = Answers([.answer("sq")])
        let outcome = makeRunner(journal: journal).run(
            "Echo", arguments: RawArguments(pairs: []), mode: .strict, prompt: answers.prompt)
        #expect(outcome.ok)
        #expect(outcome.json["result"]?["count"] == .int(10))
        #expect(answers.asked == [ValuePrompt.Question(intent: "Echo", parameter: "counter", text: "counter for Echo")])
        let records = journal.records()
        #expect(records.count == 1)
        #expect(records.first?.errorCase == nil)
        #expect(outcome.arguments == RawArguments(pairs: [("counter", "sq")]))
    }

    @Test func aBadAnswerFailsAsTheBinderSays() {
        let outcome = makeRunner().run(
            "Echo", arguments: RawArguments(pairs: []), prompt: Answers([.answer("zz")]).prompt)
        #expect(outcome.failure?.caseName == "unknownEntity")
    }

    @Test(arguments: [ValuePrompt.Answer.cancelled, .answer(""), .answer("  ")])
    func aCancelledPromptEndsTheRunQuietlyInEveryMode(answer: ValuePrompt.Answer) throws {
        let directory = TemporaryDirectory()
        let journal = Journal(path: directory.path("journal.jsonl"))
        let outcome = makeRunner(journal: journal).run(
            "Echo", arguments: RawArguments(pairs: []), mode: .strict, prompt: Answers([answer]).prompt)
        #expect(outcome.failure?.caseName == "cancelled")
        #expect(outcome.failure?.message == "Cancelled: no value for parameter 'counter' of 'Echo'.")
        #expect(FailurePolicy.strict.exitCode(for: outcome) == 0)
        #expect(FailurePolicy.strict.errorText(for: outcome) == nil)
        #expect(journal.records().map(\.errorCase) == ["cancelled"])
    }

    @Test func withNoOneToAskTheRunFailsAsWithoutAPrompt() {
        let answers = Answers([nil])
        let outcome = makeRunner().run("Echo", arguments: RawArguments(pairs: []), prompt: answers.prompt)
        #expect(outcome.failure?.caseName == "missingParameter")
        #expect(answers.asked.count == 1)
    }

    @Test func aFailureOfAnotherKindIsNeverAskedAbout() {
        let answers = Answers([.answer("1")])
        let outcome = makeRunner().run("Refuse", arguments: RawArguments(pairs: []), prompt: answers.prompt)
        #expect(outcome.failure?.caseName == "notToday")
        #expect(answers.asked.isEmpty)
    }
}

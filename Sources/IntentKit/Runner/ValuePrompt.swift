/// Asks a person for a value a run is missing, so the run can go on instead of failing with it.
///
/// ```swift
/// let prompt = ValuePrompt { question in
///     print(question.text, terminator: ": ")
///     return .answer(readLine() ?? "")
/// }
/// let outcome = runner.run("LogHabitValue", arguments: RawArguments(pairs: [("habit", "Water")]), prompt: prompt)
/// ```
public struct ValuePrompt: Sendable {
    /// What a run asks: the intent, the parameter the answer becomes, and the words for a person.
    package struct Question: Sendable, Equatable {
        /// The intent being run.
        package let intent: String
        /// The parameter the answer is bound to.
        package let parameter: String
        /// One line, such as `Amount for 'Water'`.
        package let text: String

        /// A question about `parameter` of `intent`, worded as `text`.
        package init(intent: String, parameter: String, text: String) {
            self.intent = intent
            self.parameter = parameter
            self.text = text
        }
    }

    /// How a person answered.
    package enum Answer: Sendable, Equatable {
        /// Text, bound to the parameter like a value given on the command line.
        case answer(String)
        /// The person closed the prompt or gave nothing: the run ends quietly with case `cancelled`.
        case cancelled
    }

    let ask: @Sendable (Question) -> Answer?

    /// `ask` returns nil when there is no one to ask after all: the run then fails as it would without a prompt.
    package init(_ ask: @escaping @Sendable (Question) -> Answer?) {
        self.ask = ask
    }

    /// Asks `question`; an empty or blank answer counts as cancelled.
    package func callAsFunction(_ question: Question) -> Answer? {
        switch ask(question) {
        case .answer(let text) where !text.allSatisfy(\.isWhitespace): return .answer(text)
        case .answer, .cancelled: return .cancelled
        case nil: return nil
        }
    }
}

import IntentKit

/// A failure with what the command line adds to help a person fix it (`Hints`): the hint is printed after the
/// message, never part of it (`--json` shows the failure's own message, as `run --json` does).
package struct HintedFailure: IntentFailure, CustomStringConvertible {
    package let failure: any IntentFailure
    package let hint: String?

    package init(_ failure: any IntentFailure, hint: String?) {
        self.failure = failure
        self.hint = hint
    }

    package var caseName: String { failure.caseName }
    package var message: String { failure.message }
    package var category: FailureCategory { failure.category }

    /// The message, then the hint.
    package var description: String { message + (hint.map { " " + $0 } ?? "") }
}

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How one run ended: what ran, with which parameters, and its result or its error.
public struct Outcome: Sendable {
    /// A failure as outcomes and the journal carry it.
    package struct Failure: Sendable, Equatable, IntentFailure {
        /// The case name scripts match on.
        package let caseName: String
        /// The message for a person.
        package let message: String
        /// The kind of failure, which decides the exit status in strict mode.
        package let category: FailureCategory
        /// The error the run ended with, for a front end that adds hints of its own (never compared).
        package let cause: (any Error)?
        /// What a run did before it failed, such as a composition's steps so far; the outcome's JSON shows it as
        /// its `result`, while a front end printing results in text stays silent about a failed run.
        package let partialResult: JSONValue?
        /// The lines a person reads of what the run did before it failed (a composition's steps, the failed one
        /// last), when a front end printing text should show them; nil for a run that fails quietly, as a `stop`
        /// with `error: true` does.
        package let partialText: String?

        /// A failure with every part given.
        package init(
            caseName: String, message: String, category: FailureCategory, cause: (any Error)? = nil,
            partialResult: JSONValue? = nil, partialText: String? = nil
        ) {
            self.caseName = caseName
            self.message = message
            self.category = category
            self.cause = cause
            self.partialResult = partialResult
            self.partialText = partialText
        }

        /// The same failure, carrying what the run did before it; `text` is what to print of it, if anything.
        func carrying(_ partialResult: JSONValue, text: String? = nil) -> Failure {
            Failure(
                caseName: caseName, message: message, category: category, cause: cause, partialResult: partialResult,
                partialText: text)
        }

        /// Describes any error: `IntentFailure`s speak for themselves; anything else is internal.
        package init(_ error: any Error) {
            if let failure = error as? any IntentFailure {
                self.init(
                    caseName: failure.caseName, message: failure.message, category: failure.category, cause: error)
            } else {
                let wrapped = RunnerError.unexpected(String(describing: error))
                self.init(
                    caseName: wrapped.caseName, message: wrapped.message, category: wrapped.category, cause: error)
            }
        }

        /// Equal when the case name, the message and the category are; the cause is not compared.
        package static func == (lhs: Failure, rhs: Failure) -> Bool {
            (lhs.caseName, lhs.message, lhs.category) == (rhs.caseName, rhs.message, rhs.category)
        }
    }

    /// The declared name when the intent was found, else the name as asked.
    package let intent: String
    /// The arguments as the run received them.
    package let arguments: RawArguments
    /// The bound parameters, when binding got that far.
    package let parameters: BoundParameters?
    /// What the action returned, when the run succeeded.
    public let result: (any ActionOutput)?
    /// Why the run failed, when it did.
    package let failure: Failure?
    /// When the run started, on the runner's clock.
    package let startedAt: Date
    /// How long the run took.
    package let duration: Duration
    /// Why the journal could not record this run, if it could not.
    package internal(set) var journalProblem: String?

    /// Whether the run succeeded.
    package var ok: Bool { failure == nil }

    /// `{"intent", "ok", "error": {"case", "category", "code", "message"} | null, "result": … | null}`.
    public var json: JSONValue {
        .object([
            ("intent", .string(intent)),
            ("ok", .bool(ok)),
            ("error", failure?.errorJSON ?? .null),
            ("result", result?.json ?? failure?.partialResult ?? .null),
        ])
    }

    /// Milliseconds, rounded to microseconds.
    package var milliseconds: Double { duration.totalMilliseconds }
}

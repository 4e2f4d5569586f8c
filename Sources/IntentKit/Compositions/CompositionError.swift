import Primitives

/// How a composition ends when a step stops it, or when compositions nest too deep.
package enum CompositionError: Error, Equatable, Sendable {
    /// A step failed without `continue_on_error`: the composition fails with that step's case and category.
    case stepFailed(step: String, failure: Outcome.Failure)
    /// Compositions called one another deeper than `limit`; `chain` is the way down.
    case tooDeep(chain: [String], limit: Int)
    /// A template rendered past `limit` bytes; `template` says whose: `'counter'`, or `the stop message`.
    case valueTooLarge(template: String, limit: Int)
    /// A run of `composition` reached `limit` steps, counting those of the compositions it runs, and went on.
    case tooManySteps(composition: String, limit: Int)
    /// A `stop` step with `error: true` ran.
    case stopped(String)
    /// Another run of the intent holds what its run mode allows, so this one was dropped.
    case alreadyRunning(intent: String, mode: RunMode)
}

extension CompositionError: IntentFailure {
    /// The listed case this error ends a run with; a failed step's own case for `stepFailed`.
    package var failureCase: FailureCase {
        switch self {
        case .stepFailed(_, let failure): return failure.failureCase
        case .tooDeep: return .compositionTooDeep
        case .valueTooLarge: return .valueTooLarge
        case .tooManySteps: return .compositionTooLarge
        case .stopped: return .stopped
        case .alreadyRunning: return .alreadyRunning
        }
    }

    /// The case name scripts match on; a failed step's own case passes through.
    package var caseName: String { failureCase.name }

    /// The message for a person.
    package var message: String {
        switch self {
        case let .stepFailed(step, failure): return "Step '\(step)' failed: \(failure.message)"
        case let .tooDeep(chain, limit):
            return "Compositions call one another more than \(limit) deep: "
                + chain.joined(separator: " → ") + ". Break the chain of steps."
        case let .valueTooLarge(template, limit):
            return "The template of \(template) renders to more than \(limit) bytes, the most one value may hold."
        case let .tooManySteps(composition, limit):
            return "Composition '\(composition)' would run more than \(limit) steps, counting those of the "
                + "compositions it runs; the run stopped there."
        case .stopped(let message): return message
        case let .alreadyRunning(intent, mode):
            switch mode {
            case .single: return "'\(intent)' is already running; this run was dropped (mode: single)."
            case .queued(let max):
                return "'\(intent)' already has \(Plural.count(max, "run")) waiting; this run was dropped "
                    + "(mode: queued, max: \(max))."
            case .parallel(let max):
                return "'\(intent)' is already running \(Plural.count(max, "time")); this run was dropped "
                    + "(mode: parallel, max: \(max))."
            }
        }
    }

    /// The kind of failure; a failed step's own category passes through.
    package var category: FailureCategory { failureCase.category }
}

import Primitives

/// How a composition ends when a step stops it, or when compositions nest too deep.
package enum CompositionError: Error, Equatable, Sendable, TemplatedMessage {
    /// A step failed without `continue_on_error`: the composition fails with that step's case and category.
    case stepFailed(step: String, failure: Outcome.Failure)
    /// Every one of its `steps` steps failed, each with `continue_on_error`: the composition fails with the last
    /// one's case and category.
    case everyStepFailed(steps: Int, last: String, failure: Outcome.Failure)
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
        case .stepFailed(_, let failure), .everyStepFailed(_, _, let failure): return failure.failureCase
        case .tooDeep: return .compositionTooDeep
        case .valueTooLarge: return .valueTooLarge
        case .tooManySteps: return .compositionTooLarge
        case .stopped: return .stopped
        case .alreadyRunning: return .alreadyRunning
        }
    }

    /// The case name scripts match on; a failed step's own case passes through.
    package var caseName: String { failureCase.name }

    /// The message's template and values; a failed step's message is quoted whole.
    package var filledTemplate: FilledTemplate {
        switch self {
        case let .stepFailed(step, failure): return Words.stepFailed.filled(["step": step, "message": failure.message])
        case let .everyStepFailed(steps, last, failure):
            return Words.everyStepFailed.filled([
                "steps": Plural.count(steps, "step"), "step": last, "message": failure.message,
            ])
        case let .tooDeep(chain, limit):
            return Words.tooDeep.filled(["limit": "\(limit)", "chain": chain.joinedText(separator: " → ")])
        case let .valueTooLarge(template, limit):
            return Words.valueTooLarge.filled(["template": template, "limit": "\(limit)"])
        case let .tooManySteps(composition, limit):
            return Words.tooManySteps.filled(["composition": composition, "limit": "\(limit)"])
        case .stopped(let message): return Words.stopped.filled(["message": message])
        case let .alreadyRunning(intent, .single): return Words.runningSingle.filled(["intent": intent])
        case let .alreadyRunning(intent, .queued(max)):
            return Words.runningQueued.filled(["intent": intent, "runs": Plural.count(max, "run"), "max": "\(max)"])
        case let .alreadyRunning(intent, .parallel(max)):
            return Words.runningParallel.filled([
                "intent": intent, "times": Plural.count(max, "time"), "max": "\(max)",
            ])
        }
    }

    /// The kind of failure; a failed step's own category passes through.
    package var category: FailureCategory { failureCase.category }
}

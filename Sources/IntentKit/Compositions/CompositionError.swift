/// How a composition ends when a step stops it, or when compositions nest too deep.
public enum CompositionError: Error, Equatable, Sendable {
    /// A step failed without `continue_on_error`: the composition fails with that step's case and category.
    case stepFailed(step: String, failure: Outcome.Failure)
    /// Compositions called one another deeper than `Runner.maximumDepth`; `chain` is the way down.
    case tooDeep(chain: [String])
    /// A `stop` step with `error: true` ran.
    case stopped(String)
    /// Another run of the intent holds what its run mode allows, so this one was dropped.
    case alreadyRunning(intent: String, mode: RunMode)
}

extension CompositionError: IntentFailure {
    public var caseName: String {
        switch self {
        case .stepFailed(_, let failure): return failure.caseName
        case .tooDeep: return "compositionTooDeep"
        case .stopped: return "stopped"
        case .alreadyRunning: return "alreadyRunning"
        }
    }

    public var message: String {
        switch self {
        case let .stepFailed(step, failure): return "Step '\(step)' failed: \(failure.message)"
        case .tooDeep(let chain):
            return "Compositions call one another more than \(Runner.maximumDepth) deep: "
                + chain.joined(separator: " → ") + ". Break the chain of steps."
        case .stopped(let message): return message
        case let .alreadyRunning(intent, mode):
            switch mode {
            case .single: return "'\(intent)' is already running; this run was dropped (mode: single)."
            case .queued(let max):
                return "'\(intent)' already has \(max) runs waiting; this run was dropped (mode: queued, max: \(max))."
            case .parallel(let max):
                return
                    "'\(intent)' is already running \(max) times; this run was dropped (mode: parallel, max: \(max))."
            }
        }
    }

    public var category: FailureCategory {
        switch self {
        case .stepFailed(_, let failure): return failure.category
        case .tooDeep: return .configuration
        case .stopped: return .rejected
        case .alreadyRunning: return .unavailable
        }
    }
}

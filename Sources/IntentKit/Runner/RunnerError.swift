/// Failures of the runner itself, before or around an action.
package enum RunnerError: Error, Equatable, Sendable {
    case unknownIntent(name: String, suggestion: String?)
    /// An action read a parameter as a type its declaration does not give it.
    case parameterAccess(intent: String, parameter: String, expected: String)
    /// An action read a parameter it did not list when it registered.
    case undeclaredParameter(action: String, parameter: String)
    /// An intent names an action no plugin registered (caught by `check` before any run).
    case unknownAction(intent: String, action: String)
    /// A person cancelled the prompt for a missing value.
    case cancelled(intent: String, parameter: String)
    /// Anything else an action threw that does not say how to report itself.
    case unexpected(String)
    /// SIGTERM, SIGINT or SIGHUP ended the run; what it did before is kept.
    case interrupted(signal: Int32)
    /// The run's process was killed before it recorded its outcome; a later run found its marker.
    case killed
}

extension RunnerError: IntentFailure {
    /// The listed case this error ends a run with: its name and category.
    package var failureCase: FailureCase {
        switch self {
        case .unknownIntent: return .unknownIntent
        case .parameterAccess: return .parameterAccess
        case .undeclaredParameter: return .undeclaredParameter
        case .unknownAction: return .unknownAction
        case .cancelled: return .cancelled
        case .unexpected: return .internalError
        case .interrupted, .killed: return .interrupted
        }
    }

    /// The case name scripts match on (`unknownIntent`).
    package var caseName: String { failureCase.name }

    /// The message for a person, with the offending value in single quotes.
    package var message: String {
        switch self {
        case let .unknownIntent(name, suggestion):
            return "No intent named '\(name.clipped())'." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
        case let .parameterAccess(intent, parameter, expected):
            return "The action of '\(intent)' read parameter '\(parameter)' as \(expected), which its declaration "
                + "does not give it. Fix the declaration's type or the action."
        case let .undeclaredParameter(action, parameter):
            return "Action '\(action)' read parameter '\(parameter)', which it did not list when it registered. "
                + "Add the parameter to the action's registration."
        case let .unknownAction(intent, action):
            return "Intent '\(intent)' performs '\(action)', which no plugin registered."
        case let .cancelled(intent, parameter):
            return "Cancelled: no value for parameter '\(parameter)' of '\(intent)'."
        case .unexpected(let text):
            return "Internal error: \(text)"
        case .interrupted(let signal):
            let names: [Int32: String] = [1: "SIGHUP", 2: "SIGINT", 15: "SIGTERM"]
            return "Interrupted by \(names[signal] ?? "signal \(signal)"): the steps done before it are kept, the "
                + "rest did not run."
        case .killed:
            return "The run was killed before it could record its outcome: the steps it had done are kept, but "
                + "which ones is not known."
        }
    }

    /// The kind of failure, as the list of failure cases names it for the case.
    package var category: FailureCategory { failureCase.category }
}

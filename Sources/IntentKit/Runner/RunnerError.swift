import Primitives

/// Failures of the runner itself, before or around an action.
package enum RunnerError: Error, Equatable, Sendable, TemplatedMessage {
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

    /// The message's template and values, with the offending value in single quotes.
    package var filledTemplate: FilledTemplate {
        switch self {
        case let .unknownIntent(name, suggestion):
            let hint = suggestion.map { Words.suggestion.filled(["suggestion": $0]).text } ?? ""
            return Words.unknownIntent.filled(["name": name.clipped(), "hint": hint])
        case let .parameterAccess(intent, parameter, expected):
            return Words.parameterAccess.filled(["intent": intent, "parameter": parameter, "expected": expected])
        case let .undeclaredParameter(action, parameter):
            return Words.undeclaredParameter.filled(["action": action, "parameter": parameter])
        case let .unknownAction(intent, action):
            return Words.unknownAction.filled(["intent": intent, "action": action])
        case let .cancelled(intent, parameter):
            return Words.cancelled.filled(["parameter": parameter, "intent": intent])
        case .unexpected(let text): return Words.unexpected.filled(["problem": text])
        case .interrupted(let signal):
            let names: [Int32: String] = [1: "SIGHUP", 2: "SIGINT", 15: "SIGTERM"]
            return Words.interrupted.filled(["signal": names[signal] ?? "signal \(signal)"])
        case .killed: return Words.killed.filled()
        }
    }

    /// The kind of failure, as the list of failure cases names it for the case.
    package var category: FailureCategory { failureCase.category }
}

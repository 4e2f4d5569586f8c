import IntentKit

/// Why a triggers command refused, in a person's voice.
package enum TriggerError: Error, Equatable, IntentFailure {
    /// A trigger the target's scheduler cannot express.
    case unsupported(id: String, target: TriggerTarget, reason: String)
    /// No trigger has this id.
    case unknownTrigger(id: String, known: [String])
    /// A trigger of another intent than the one run.
    case otherIntent(id: String, intent: String, given: String)
    /// A program the install needs failed (`crontab`).
    case schedulerFailed(command: String, problem: String)
    /// A file of a name install writes, without the marker install writes in its files.
    case notOurs(path: String)

    package var caseName: String {
        switch self {
        case .unsupported: return "unsupportedTrigger"
        case .unknownTrigger, .otherIntent: return "unknownTrigger"
        case .schedulerFailed: return "schedulerFailed"
        case .notOurs: return "notOurFile"
        }
    }

    package var message: String {
        switch self {
        case let .unsupported(id, target, reason):
            return "Trigger '\(id)' cannot be installed for \(target.rawValue): \(reason); nothing was changed. "
                + "Write it with 'at' and 'days', or 'every', or install with --target systemd."
        case let .unknownTrigger(id, known):
            return "No trigger with the id '\(id)'." + Suggestion.hint(for: id, in: known)
                + " Run 'ritual triggers list'."
        case let .otherIntent(id, intent, given):
            return "Trigger '\(id)' starts '\(intent)', not '\(given)'. Run 'ritual run \(intent) --trigger \(id)'."
        case let .schedulerFailed(command, problem):
            return "'\(command)' failed: \(problem.isEmpty ? "no reason given" : problem)."
        case .notOurs(let path):
            return "The file '\(path)' was not written by 'ritual triggers install'; nothing was changed. "
                + "Move it away and install again."
        }
    }

    package var category: FailureCategory {
        switch self {
        case .unsupported, .notOurs: return .rejected
        case .unknownTrigger, .otherIntent: return .usage
        case .schedulerFailed: return .unavailable
        }
    }
}

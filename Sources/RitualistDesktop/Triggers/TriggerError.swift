import IntentKit
import Primitives

/// Why a triggers command refused, in a person's voice.
package enum TriggerError: Error, Equatable, IntentFailure, TemplatedMessage {
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

    /// The message's template and values.
    package var filledTemplate: FilledTemplate {
        switch self {
        case let .unsupported(id, target, reason):
            return Words.unsupported.filled(["id": id, "target": target.rawValue, "reason": reason])
        case let .unknownTrigger(id, known):
            return Words.unknownTrigger.filled(["id": id, "hint": Suggestion.hint(for: id, in: known)])
        case let .otherIntent(id, intent, given):
            return Words.otherIntent.filled(["id": id, "intent": intent, "given": given])
        case let .schedulerFailed(command, problem) where problem.isEmpty:
            return Words.schedulerFailedSilently.filled(["command": command])
        case let .schedulerFailed(command, problem):
            return Words.schedulerFailed.filled(["command": command, "problem": problem])
        case .notOurs(let path): return Words.notOurs.filled(["path": path])
        }
    }

    /// The words of a triggers command's refusals, written once.
    enum Words {
        static let unsupported: MessageTemplate =
            "Trigger '{id}' cannot be installed for {target}: {reason}; nothing was changed. Write it with 'at' and "
            + "'days', or 'every', or install with --target systemd."
        static let unknownTrigger: MessageTemplate = "No trigger with the id '{id}'.{hint} Run 'ritual triggers list'."
        static let otherIntent: MessageTemplate =
            "Trigger '{id}' starts '{intent}', not '{given}'. Run 'ritual run {intent} --trigger {id}'."
        static let schedulerFailed: MessageTemplate = "'{command}' failed: {problem}."
        static let schedulerFailedSilently: MessageTemplate = "'{command}' failed: no reason given."
        static let notOurs: MessageTemplate =
            "The file '{path}' was not written by 'ritual triggers install'; nothing was changed. Move it away and "
            + "install again."
    }

    /// The cases a triggers command refuses with; a file not install's shares the hotkeys' case.
    package static let failureCases = [
        FailureCase("unsupportedTrigger", .rejected, Words.unsupported),
        FailureCase("unknownTrigger", .usage, Words.unknownTrigger, Words.otherIntent),
        FailureCase("schedulerFailed", .unavailable, Words.schedulerFailed, Words.schedulerFailedSilently),
        FailureCase(FailureCase.notOurFile.name, .rejected, Words.notOurs),
    ]

    package var category: FailureCategory {
        switch self {
        case .unsupported, .notOurs: return .rejected
        case .unknownTrigger, .otherIntent: return .usage
        case .schedulerFailed: return .unavailable
        }
    }
}

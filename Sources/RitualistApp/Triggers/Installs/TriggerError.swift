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
    /// A path the units would carry (`what`: the home, ritual, ritual-sync) holds a control character: a line break
    /// would start a line of its own in a unit or a crontab.
    case controlCharacterInPath(what: String, path: String, character: Unicode.Scalar)

    /// This refusal's case, from the list below.
    package var failureCase: FailureCase {
        switch self {
        case .unsupported: return .unsupportedTrigger
        case .unknownTrigger, .otherIntent: return .unknownTrigger
        case .schedulerFailed: return .schedulerFailed
        case .notOurs: return .notOurTriggerFile
        case .controlCharacterInPath: return .unsafeTriggerPath
        }
    }

    package var caseName: String { failureCase.name }

    package var category: FailureCategory { failureCase.category }

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
        case let .controlCharacterInPath(what, path, character):
            return Words.controlCharacterInPath.filled([
                "what": what, "path": HotkeyQuoting.visible(path), "codePoint": HotkeyBinding.codePoint(character),
            ])
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
        static let controlCharacterInPath: MessageTemplate =
            "The path of {what} '{path}' holds a control character ({codePoint}), which would start a line of its own "
            + "in a unit or a crontab; nothing was changed. Use a path without it (a symbolic link will do)."
        static let notOurs: MessageTemplate =
            "The file '{path}' was not written by 'ritual triggers install'; nothing was changed. Move it away and "
            + "install again."
    }

    /// The cases a triggers command refuses with.
    package static let failureCases: [FailureCase] = [
        .unsupportedTrigger, .unknownTrigger, .schedulerFailed, .notOurTriggerFile, .unsafeTriggerPath,
    ]
}

extension FailureCase {
    /// A trigger the target's scheduler cannot express.
    package static let unsupportedTrigger = FailureCase("unsupportedTrigger", .rejected, TriggerError.Words.unsupported)
    /// No trigger has the id, or not one of the intent run.
    package static let unknownTrigger = FailureCase(
        "unknownTrigger", .usage, TriggerError.Words.unknownTrigger, TriggerError.Words.otherIntent)
    /// A program the install needs failed.
    package static let schedulerFailed = FailureCase(
        "schedulerFailed", .unavailable, TriggerError.Words.schedulerFailed, TriggerError.Words.schedulerFailedSilently)
    /// A file of a name triggers install writes that it did not write: the hotkeys' case, in the triggers' words.
    package static let notOurTriggerFile = FailureCase(notOurFile.name, notOurFile.category, TriggerError.Words.notOurs)
    /// A path the units would carry holds a control character.
    package static let unsafeTriggerPath = FailureCase(
        "unsafeTriggerPath", .usage, TriggerError.Words.controlCharacterInPath)
}

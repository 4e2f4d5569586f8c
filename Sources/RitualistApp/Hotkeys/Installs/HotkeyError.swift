import IntentKit
import Primitives

/// Why a hotkey command refused, in a person's voice: a press of an id nothing binds, or a file install and
/// uninstall leave alone because changing it could lose what is not theirs.
package enum HotkeyError: Error, Equatable, IntentFailure, TemplatedMessage {
    case unknownHotkey(id: String)
    /// A `ritual hotkeys` marker with no pair: where it stands (1-based) and what is wrong with it.
    case unbalancedMarker(path: String, line: Int, marker: String, problem: String)
    /// A file of the name install writes, without the line install starts its files with.
    case notOurs(path: String)
    /// A file install would rewrite that nobody may write; `command` is what to run again.
    case readOnly(path: String, command: String)

    /// The cases a hotkey command refuses with.
    package static let failureCases: [FailureCase] = [.unknownHotkey, .unbalancedMarker, .notOurFile, .readOnlyFile]

    /// This refusal's case, from the list above.
    package var failureCase: FailureCase {
        switch self {
        case .unknownHotkey: return .unknownHotkey
        case .unbalancedMarker: return .unbalancedMarker
        case .notOurs: return .notOurFile
        case .readOnly: return .readOnlyFile
        }
    }

    package var caseName: String { failureCase.name }

    /// The message's template and values.
    package var filledTemplate: FilledTemplate {
        switch self {
        case .unknownHotkey(let id): return Words.unknownHotkey.filled(["id": id])
        case let .unbalancedMarker(path, line, marker, problem):
            return Words.unbalancedMarker.filled([
                "marker": marker, "line": "\(line)", "path": path, "problem": problem,
            ])
        case .notOurs(let path): return Words.notOurs.filled(["path": path])
        case let .readOnly(path, command): return Words.readOnly.filled(["path": path, "command": command])
        }
    }

    /// The words of a hotkey command's refusals, written once.
    enum Words {
        static let unknownHotkey: MessageTemplate =
            "No hotkey with the id '{id}' in config.yaml. Run 'ritual hotkeys list'."
        static let unbalancedMarker: MessageTemplate =
            "The ritual hotkeys {marker} on line {line} of '{path}' {problem}; nothing was changed. Remove the markers "
            + "that have no pair and install again."
        static let notOurs: MessageTemplate =
            "The file '{path}' was not written by 'ritual hotkeys install'; nothing was changed. Move it away and "
            + "install again."
        static let readOnly: MessageTemplate =
            "The file '{path}' is read-only; nothing was changed. Make it writable (chmod u+w '{path}') and {command} "
            + "again."
    }

    package var category: FailureCategory { failureCase.category }
}

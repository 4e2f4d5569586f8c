import IntentKit

/// Why a hotkey command refused, in a person's voice.
enum HotkeyError: Error, Equatable, IntentFailure {
    case unknownHotkey(id: String)

    var caseName: String {
        switch self {
        case .unknownHotkey: return "unknownHotkey"
        }
    }

    var message: String {
        switch self {
        case .unknownHotkey(let id):
            return "No hotkey with the id '\(id)' in config.yaml. Run 'ritual hotkeys list'."
        }
    }

    var category: FailureCategory {
        switch self {
        case .unknownHotkey: return .usage
        }
    }
}

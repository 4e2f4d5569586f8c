import IntentKit
import RitualistApp
import RitualistSync

/// Why `ritual sync` did not start `ritual-sync`.
enum SyncUnavailable: Error, IntentFailure {
    /// The sync settings do not fit (configuration, 78).
    case settings(SyncSettingsError)
    /// `ritual-sync` is neither beside `ritual` nor on `PATH` (unavailable, 69).
    case missing(looked: [String])
    /// It could not be started.
    case cannotStart(path: String)

    var caseName: String {
        switch self {
        case .settings: return "invalidSyncSettings"
        case .missing: return "syncProgramMissing"
        case .cannotStart: return "syncProgramFailed"
        }
    }

    var category: FailureCategory {
        if case .settings = self { return .configuration }
        return .unavailable
    }

    var message: String {
        switch self {
        case .settings(let error): return error.description
        case .missing(let looked):
            return "'\(SyncExecutable.name)' is not installed beside ritual nor on PATH (looked at "
                + looked.prefix(3).map { "'\($0)'" }.joinedText(separator: ", ") + (looked.count > 3 ? ", …" : "")
                + "). Build it with '\(SyncExecutable.buildCommand)' and put it beside ritual."
        case .cannotStart(let path): return "Cannot start '\(path)'."
        }
    }
}

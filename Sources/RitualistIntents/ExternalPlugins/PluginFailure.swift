import IntentKit

/// A run of an external plugin's action that failed: the plugin broke down (`pluginFailed`), or it reported an
/// error of its own.
public enum PluginFailure: Error, Equatable, IntentFailure {
    case failed(plugin: String, reason: String, stderr: String)
    case reported(case: String, message: String)

    init(plugin: String, problem: PluginProblem, stderr: String) {
        self = .failed(plugin: plugin, reason: problem.description, stderr: stderr)
    }

    public var caseName: String {
        switch self {
        case .failed: return "pluginFailed"
        case .reported(let name, _): return name
        }
    }

    public var message: String {
        switch self {
        case .failed(let plugin, let reason, let stderr):
            let excerpt = stderr.isEmpty ? "" : " Its stderr ended with: " + stderr
            return "The plugin '\(plugin)' failed: \(reason).\(excerpt)"
        case .reported(_, let message): return message
        }
    }

    public var category: FailureCategory {
        switch self {
        case .failed: return .unavailable
        case .reported: return .rejected
        }
    }
}

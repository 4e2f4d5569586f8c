import Primitives

/// A run of an external plugin's action that failed: the plugin broke down (`pluginFailed`), or it reported an
/// error of its own.
package enum PluginFailure: Error, Equatable, IntentFailure, TemplatedMessage {
    case failed(plugin: String, reason: String, stderr: String)
    case reported(case: String, message: String)

    package init(plugin: String, problem: PluginProblem, stderr: String) {
        self = .failed(plugin: plugin, reason: problem.description, stderr: stderr)
    }

    package var caseName: String {
        switch self {
        case .failed: return "pluginFailed"
        case .reported(let name, _): return name
        }
    }

    /// The message's template and values; a plugin's own error keeps the plugin's words.
    package var filledTemplate: FilledTemplate {
        switch self {
        case .failed(let plugin, let reason, let stderr) where stderr.isEmpty:
            return Words.failed.filled(["plugin": plugin, "reason": reason])
        case .failed(let plugin, let reason, let stderr):
            return Words.failedSaying.filled(["plugin": plugin, "reason": reason, "stderr": stderr])
        case .reported(_, let message): return Words.reported.filled(["message": message])
        }
    }

    package var category: FailureCategory {
        switch self {
        case .failed: return .unavailable
        case .reported: return .rejected
        }
    }
}

extension PluginFailure {
    /// The words of a plugin's failure, written once.
    package enum Words {
        package static let failed: MessageTemplate = "The plugin '{plugin}' failed: {reason}."
        package static let failedSaying: MessageTemplate =
            "The plugin '{plugin}' failed: {reason}. Its stderr ended with: {stderr}"
        /// An error the plugin reported, in its words, with a case of its own.
        package static let reported: MessageTemplate = "{message}"
    }

    /// The case of a plugin that broke down; the cases plugins report are their own.
    package static let failureCases = [FailureCase("pluginFailed", .unavailable, Words.failed, Words.failedSaying)]
}

import IntentKit
import Primitives

/// Why `Notify` showed nothing: no program that shows notifications is on the PATH. A silent run exits 0 and the
/// journal keeps the record; `--strict` says it.
public enum NotifyFailure: Error, Equatable, IntentFailure, TemplatedMessage {
    case noNotifier(title: String)

    public var caseName: String { "noNotifier" }
    public var category: FailureCategory { .unavailable }

    /// The message's template and values.
    public var filledTemplate: FilledTemplate {
        guard case .noNotifier(let title) = self else { return Words.noNotifier.filled() }
        return Words.noNotifier.filled(["title": title])
    }

    /// The words of a notification nothing can show, written once.
    enum Words {
        static let noNotifier: MessageTemplate =
            "Nothing can show the notification '{title}': notify-send, gdbus and osascript were not found on PATH."
    }

    /// The case a notification nothing can show ends a run with.
    static let failureCases = [FailureCase("noNotifier", .unavailable, Words.noNotifier)]
}

import IntentKit
import Primitives

/// Why `Notify` showed nothing: no program that shows notifications is on the PATH, or every one there failed (no
/// session bus, no notification service). A silent run exits 0 and the journal keeps the record; `--strict` says it.
package enum NotifyFailure: Error, Equatable, IntentFailure, TemplatedMessage {
    /// A notifier that was run and failed: its name and why (its exit, with what it wrote on stderr).
    package struct Attempt: Equatable, Sendable {
        package let program: String
        package let problem: String
    }

    case noNotifier(title: String)
    case notifierFailed(title: String, attempts: [Attempt])

    package var caseName: String {
        switch self {
        case .noNotifier: "noNotifier"
        case .notifierFailed: "notifierFailed"
        }
    }

    package var category: FailureCategory { .unavailable }

    /// The message's template and values.
    package var filledTemplate: FilledTemplate {
        switch self {
        case .noNotifier(let title): Words.noNotifier.filled(["title": title])
        case let .notifierFailed(title, attempts):
            Words.notifierFailed.filled([
                "title": title,
                "attempts": attempts.map { "\($0.program) \($0.problem)" }.joinedText(separator: "; "),
            ])
        }
    }

    /// The words of a notification nothing can show, written once.
    enum Words {
        static let noNotifier: MessageTemplate =
            "Nothing can show the notification '{title}': notify-send, gdbus and osascript were not found on PATH."
        static let notifierFailed: MessageTemplate = "The notification '{title}' was not shown: {attempts}."
    }

    /// The cases a notification nothing can show ends a run with.
    static let failureCases = [
        FailureCase("noNotifier", .unavailable, Words.noNotifier),
        FailureCase("notifierFailed", .unavailable, Words.notifierFailed),
    ]
}

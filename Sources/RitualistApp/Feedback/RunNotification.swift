import Foundation
import IntentKit

/// A desktop notification of a run's outcome, sent with `notify-send` or `gdbus` (the text passed as arguments,
/// never through a shell; the body escaped because servers may read it as markup).
package struct RunNotification {
    package let summary: String
    package let body: String

    package init(summary: String, body: String) {
        self.summary = summary
        self.body = body
    }

    /// `✓ CompleteHabit` with what it did and, after a change, how the day stands (`… — 3 of 5 done`);
    /// `✗ CompleteHabit` with why it failed.
    package init(outcome: Outcome, day: DayStatusOutput? = nil) {
        if let failure = outcome.failure {
            summary = "✗ " + outcome.intent
            body = failure.message
        } else {
            summary = "✓ " + outcome.intent
            let text = outcome.result?.text ?? ""
            guard let day else {
                body = text
                return
            }
            let sentence = text.hasSuffix(".") ? String(text.dropLast()) : text
            body = sentence + " — \(day.view.completed.count) of \(day.view.habits.count) done"
        }
    }

    /// Sends it as `DesktopNotification` sends: through `notify-send`, or, where it is missing or fails, straight to
    /// the freedesktop notification service with `gdbus`. A failure is ignored.
    package func send(environment: [String: String]) {
        notification.send(environment: environment)
    }

    /// The command that shows it: `notify-send` when it is found or nothing else is.
    package func arguments(_ environment: [String: String]) -> [String] {
        notification.arguments(for: DesktopNotification.notifier(in: environment) ?? .notifySend)
    }

    /// A run's notification replaces the one before it.
    private var notification: DesktopNotification {
        DesktopNotification(title: summary, body: body, replacing: "ritual")
    }
}

import Foundation
import IntentKit
import RitualistIntents

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

    /// Sends it and waits at most two seconds: through `notify-send`, or, where it is missing, straight to the
    /// freedesktop notification service with `gdbus`. A failure is ignored.
    package func send(environment: [String: String]) {
        guard let process = DetachedProcess.start(arguments(environment), timeout: nil, environment: environment)
        else { return }
        let deadline = Date().addingTimeInterval(2)
        while process.isRunning, Date() < deadline { usleep(10_000) }
    }

    package func arguments(_ environment: [String: String]) -> [String] {
        let text = BarMarkup.pango(body)
        let path = (environment["PATH"] ?? "").split(separator: ":")
        let hasNotifySend = path.contains { FileManager.default.isExecutableFile(atPath: "\($0)/notify-send") }
        guard !hasNotifySend, path.contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/gdbus") })
        else {
            return [
                "notify-send", "--app-name=ritual", "--hint=string:x-canonical-private-synchronous:ritual", summary,
                text,
            ]
        }
        // gdbus reads each argument as GVariant text: app, replaces id, icon, summary, body, actions, hints, timeout
        // (typed, since gdbus would take a bare -1 for an option and send nothing).
        return [
            "gdbus", "call", "--session", "--dest", "org.freedesktop.Notifications", "--object-path",
            "/org/freedesktop/Notifications", "--method", "org.freedesktop.Notifications.Notify", "'ritual'", "0", "''",
            HotkeyQuoting.gvariant(summary), HotkeyQuoting.gvariant(text), "[]",
            "{'x-canonical-private-synchronous': <'ritual'>}", "int32 -1",
        ]
    }
}

import Foundation
import IntentKit
import RitualistIntents

/// A desktop notification of a run's outcome, sent with `notify-send` (the text passed as arguments, never
/// through a shell; the body escaped because servers may read it as markup).
struct Notification {
    let summary: String
    let body: String

    /// `✓ CompleteHabit` with what it did and, after a change, how the day stands (`… — 3 of 5 done`);
    /// `✗ CompleteHabit` with why it failed.
    init(outcome: Outcome, day: DayStatusOutput? = nil) {
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

    /// Sends it and waits at most two seconds; a missing or failing notify-send is ignored.
    func send(environment: [String: String]) {
        let arguments = [
            "notify-send", "--app-name=ritual", "--hint=string:x-canonical-private-synchronous:ritual", summary,
            BarMarkup.pango(body),
        ]
        guard let process = DetachedProcess.start(arguments, timeout: nil, environment: environment) else { return }
        let deadline = Date().addingTimeInterval(2)
        while process.isRunning, Date() < deadline { usleep(10_000) }
    }
}

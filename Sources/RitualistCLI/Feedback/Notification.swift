import Foundation
import IntentKit

/// A desktop notification of a run's outcome, sent with `notify-send` (the text passed as arguments, never
/// through a shell; the body escaped because servers may read it as markup).
struct Notification {
    let summary: String
    let body: String

    init(outcome: Outcome) {
        if let failure = outcome.failure {
            summary = "✗ " + outcome.intent
            body = failure.message
        } else {
            summary = "✓ " + outcome.intent
            body = outcome.result?.text ?? ""
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

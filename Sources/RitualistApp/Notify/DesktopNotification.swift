import Foundation
import IntentKit
import Primitives

/// A desktop notification: a title, a body and an urgency, shown by whichever program this machine has, the text
/// passed as arguments, never through a shell.
///
/// `notify-send` first; without it, the freedesktop notification service straight over `gdbus`; on macOS,
/// `osascript`. With none of them nothing is shown, and `send` says so.
package struct DesktopNotification: Sendable, Equatable {
    /// How insistently the notification server shows it.
    package enum Urgency: String, CaseIterable, Sendable {
        case low, normal, critical

        /// The freedesktop specification's byte for it.
        var level: Int { Self.allCases.firstIndex(of: self) ?? 1 }
    }

    /// A program that shows notifications.
    package enum Notifier: String, Sendable, CaseIterable {
        case notifySend = "notify-send", gdbus, osascript
    }

    package let title: String
    package let body: String
    package let urgency: Urgency
    /// A tag under which a new notification replaces the last one with it (the run notifications' `ritual`), or nil
    /// for one that stays beside the others.
    package let replacing: String?

    package init(title: String, body: String, urgency: Urgency = .normal, replacing: String? = nil) {
        self.title = title
        self.body = body
        self.urgency = urgency
        self.replacing = replacing
    }

    /// The first of the notifiers on `environment`'s `PATH` (osascript only on macOS), or nil when there is none.
    package static func notifier(in environment: [String: String]) -> Notifier? {
        notifiers(in: environment).first
    }

    /// The notifiers on `environment`'s `PATH`, in the order they are tried.
    package static func notifiers(in environment: [String: String]) -> [Notifier] {
        let path = (environment["PATH"] ?? "").split(separator: ":")
        func has(_ program: String) -> Bool {
            path.contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(program)") }
        }
        #if os(macOS)
            let candidates = Notifier.allCases
        #else
            let candidates: [Notifier] = [.notifySend, .gdbus]
        #endif
        return candidates.filter { has($0.rawValue) }
    }

    /// The command that shows it with `notifier`; with `action` (an intent's name), notify-send offers a button
    /// that runs it, waits for the notification to close and prints `run` when the button was pressed.
    package func arguments(for notifier: Notifier, action: String? = nil) -> [String] {
        let text = NotificationText.markup(body)
        switch notifier {
        case .notifySend:
            return ["notify-send", "--app-name=ritual"]
                + (action.map { ["--wait", "--action=run=Run \($0)"] } ?? [])
                + (urgency == .normal ? [] : ["--urgency=\(urgency.rawValue)"])
                + (replacing.map { ["--hint=string:x-canonical-private-synchronous:\($0)"] } ?? [])
                // The options end before the text, so a title such as `--icon=…` is shown, not read as an option.
                + ["--", title, text]
        case .gdbus:
            // gdbus reads each argument as GVariant text: app, replaces id, icon, summary, body, actions, hints,
            // timeout (typed, since gdbus would take a bare -1 for an option and send nothing).
            var hints =
                replacing.map { ["'x-canonical-private-synchronous': <\(NotificationText.gvariant($0))>"] } ?? []
            if urgency != .normal { hints.append("'urgency': <byte \(urgency.level)>") }
            return [
                "gdbus", "call", "--session", "--dest", "org.freedesktop.Notifications", "--object-path",
                "/org/freedesktop/Notifications", "--method", "org.freedesktop.Notifications.Notify", "'ritual'", "0",
                "''", NotificationText.gvariant(title), NotificationText.gvariant(text), "[]",
                "{" + hints.joinedText(separator: ", ") + "}", "int32 -1",
            ]
        case .osascript:
            return [
                "osascript", "-e",
                "display notification \(NotificationText.appleScript(body)) with title "
                    + NotificationText.appleScript(title),
            ]
        }
    }

    /// Seconds a notifier has to show it and end: notify-send and gdbus end once the service answered.
    static let notifierTimeout = 5.0

    /// Shows it with the first notifier on `PATH` that succeeds, trying the next when one fails (no session bus,
    /// no notification service); the notifier that showed it. Throws `noNotifier` when there is none, and
    /// `notifierFailed` with what each one said when every one failed.
    @discardableResult
    package func show(environment: [String: String]) throws(NotifyFailure) -> Notifier {
        let notifiers = Self.notifiers(in: environment)
        guard !notifiers.isEmpty else { throw .noNotifier(title: title) }
        var failures: [NotifyFailure.Attempt] = []
        for notifier in notifiers {
            guard let problem = Self.problem(running: arguments(for: notifier), environment: environment) else {
                return notifier
            }
            failures.append(NotifyFailure.Attempt(program: notifier.rawValue, problem: problem))
        }
        throw .notifierFailed(title: title, attempts: failures)
    }

    /// Shows it as `show` does, ignoring a failure: a run's own notification cannot fail the run.
    package func send(environment: [String: String]) {
        _ = try? show(environment: environment)
    }

    /// Why running `argv` did not show the notification (its exit and the end of what it wrote on stderr), or nil
    /// when it did.
    private static func problem(running argv: [String], environment: [String: String]) -> String? {
        guard let path = DetachedProcess.locate(argv[0], environment: environment) else { return "not found" }
        let finished: PluginProcess.Finished
        do {
            finished = try PluginProcess(path: path, timeout: notifierTimeout)
                .run(arguments: Array(argv.dropFirst()), input: "", environment: environment)
        } catch {
            return error.description
        }
        guard let problem = finished.problem else { return nil }
        let said = finished.stderrExcerpt.trimmingCharacters(in: .whitespacesAndNewlines)
        return problem.description + (said.isEmpty ? "" : ": " + said)
    }
}

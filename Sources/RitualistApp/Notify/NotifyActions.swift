import IntentKit
import Primitives

/// `desktop.notify`, which the built-in `Notify` intent performs: a desktop notification through the first notifier
/// found; with none, nothing is shown and the run fails with `noNotifier` (silent by default, kept in the journal).
enum NotifyActions {
    static let title = Parameter<String>.string("title", required: true)
    static let body = Parameter<String>.string("body")
    static let urgency = Parameter<DesktopNotification.Urgency>.enumeration("urgency")
    static let action = Parameter<String>.string("action")

    static func register(in registry: inout PluginRegistry) {
        registry.action(
            "desktop.notify", parameters: [title, body, urgency, action], needs: [Keys.environment.erased],
            changes: false,
            external: true
        ) { context in
            let notification = DesktopNotification(
                title: try context.require(title), body: try context.value(body) ?? "",
                urgency: try context.value(urgency) ?? .normal)
            let environment = try context.resolver.resolve(Keys.environment)
            guard let notifier = DesktopNotification.notifier(in: environment) else {
                throw NotifyFailure.noNotifier(title: notification.title)
            }
            if let intent = try context.value(action), !intent.isEmpty, notifier == .notifySend {
                // notify-send waits for the click and prints the action; `ritual notify-action` runs the intent then.
                let command =
                    [ProgramPath.of(environment: environment), "notify-action", intent, "--"]
                    + notification.arguments(for: notifier, action: intent)
                DetachedProcess.start(command, environment: environment)
                return NotifyOutput(notification: notification, notifier: notifier)
            }
            return NotifyOutput(notification: notification, notifier: try notification.show(environment: environment))
        }
    }
}

/// What `Notify` reports: what was shown, and by which program.
package struct NotifyOutput: ActionOutput {
    package let notification: DesktopNotification
    package let notifier: DesktopNotification.Notifier

    package var json: JSONValue {
        .object([
            ("title", .string(notification.title)), ("body", .string(notification.body)),
            ("urgency", .string(notification.urgency.rawValue)), ("via", .string(notifier.rawValue)),
        ])
    }

    package var text: String {
        return "Notified '\(notification.title)' through \(notifier.rawValue)."
    }
}

extension NotifyOutput {
    /// What `json` holds.
    package static var resultShape: ResultShape {
        .object(["title": .text, "body": .text, "urgency": .text, "via": .text])
    }
}

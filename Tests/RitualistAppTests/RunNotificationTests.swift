import Foundation
import IntentKitTesting
import Testing

@testable import RitualistApp

/// Which program carries a run's notification, and how its text is passed: as arguments, the body as markup.
@Suite struct RunNotificationTests {
    static let notification = RunNotification(summary: "✓ CompleteHabit", body: "Done <Meditate> & more.")

    private func bin(_ programs: [String]) throws -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        for program in programs {
            let path = try directory.write(program, "#!/bin/sh\n")
            chmod(path, 0o755)
        }
        return directory
    }

    @Test(arguments: [["notify-send"], ["notify-send", "gdbus"], []])
    func notifySendIsUsedWhenItIsOnThePathOrGDBusIsNot(_ programs: [String]) throws {
        let directory = try bin(programs)
        let arguments = Self.notification.arguments(["PATH": directory.path])
        #expect(
            arguments == [
                "notify-send", "--app-name=ritual", "--hint=string:x-canonical-private-synchronous:ritual", "--",
                "✓ CompleteHabit", "Done &lt;Meditate&gt; &amp; more.",
            ])
    }

    @Test func withoutNotifySendGDBusCallsTheNotificationServiceWithGVariantText() throws {
        let directory = try bin(["gdbus"])
        let arguments = Self.notification.arguments(["PATH": "/nonexistent:" + directory.path])
        #expect(
            arguments == [
                "gdbus", "call", "--session", "--dest", "org.freedesktop.Notifications", "--object-path",
                "/org/freedesktop/Notifications", "--method", "org.freedesktop.Notifications.Notify", "'ritual'", "0",
                "''", "'✓ CompleteHabit'", "'Done &lt;Meditate&gt; &amp; more.'", "[]",
                "{'x-canonical-private-synchronous': <'ritual'>}", "int32 -1",
            ])
    }
}

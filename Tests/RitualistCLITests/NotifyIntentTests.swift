import Foundation
import IntentKitTesting
import Testing

/// The built-in `Notify` intent: shown through the first notifier found, its text passed as arguments; silent and
/// journaled where there is none.
@Suite struct NotifyIntentTests {
    /// A home whose PATH holds only recording stand-ins for `programs`, each writing its arguments, one a line, to
    /// `<program>.args` in the home.
    func home(with programs: [String]) throws -> Ritual {
        var ritual = Ritual()
        for program in programs {
            let script =
                "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done > \"\(ritual.home.path)/\(program).args\"\n"
            let path = try ritual.home.write("bin/\(program)", script)
            chmod(path, 0o755)
        }
        ritual.extra["PATH"] = ritual.home.path + "/bin"
        return ritual
    }

    func recorded(_ ritual: Ritual, _ program: String) throws -> [String] {
        let text = try String(contentsOfFile: ritual.home.path + "/\(program).args", encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test func notifySendShowsTheTitleBodyAndUrgency() throws {
        let ritual = try home(with: ["notify-send", "gdbus"])
        let result = ritual(
            "run", "Notify", "title=Streak at risk", "body=Meditate & Read", "urgency=critical", "--strict")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Notified 'Streak at risk' through notify-send.\n")
        #expect(
            try recorded(ritual, "notify-send") == [
                "--app-name=ritual", "--urgency=critical", "--", "Streak at risk", "Meditate &amp; Read",
            ])
    }

    @Test func aTitleThatLooksLikeAnOptionIsShownAsText() throws {
        let ritual = try home(with: ["notify-send"])
        let result = ritual("run", "Notify", "title=--icon=/tmp/evil.png", "body=-u critical", "--strict")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try recorded(ritual, "notify-send") == ["--app-name=ritual", "--", "--icon=/tmp/evil.png", "-u critical"])
    }

    @Test func withoutNotifySendTheNotificationServiceIsCalledOverGDBus() throws {
        let ritual = try home(with: ["gdbus"])
        let result = ritual("run", "Notify", "title=Done", "urgency=low", "--strict")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try recorded(ritual, "gdbus") == [
                "call", "--session", "--dest", "org.freedesktop.Notifications", "--object-path",
                "/org/freedesktop/Notifications", "--method", "org.freedesktop.Notifications.Notify", "'ritual'", "0",
                "''", "'Done'", "''", "[]", "{'urgency': <byte 0>}", "int32 -1",
            ])
    }

    @Test func withNoNotifierNothingIsShownTheRunIsSilentAndTheJournalKeepsIt() throws {
        let ritual = try home(with: [])
        let silent = ritual("run", "Notify", "title=Hello")
        #expect(silent.status == 0)
        #expect(silent.stdout.isEmpty && silent.stderr.isEmpty)
        let strict = ritual("run", "Notify", "title=Hello", "--strict")
        #expect(strict.status == 69)
        #expect(
            strict.stderr
                == "Error: Nothing can show the notification 'Hello': notify-send, gdbus and osascript were not found "
                + "on PATH.\n")
        let journal = ritual("journal")
        #expect(journal.stdout.contains("Notify title=Hello body= urgency=normal  ✗ noNotifier"), "\(journal.stdout)")
    }
}

extension NotifyIntentTests {
    @Test func anActionButtonRunsItsIntentWhenPressed() throws {
        var ritual = try home(with: [])
        // A notify-send whose button is pressed at once: it prints the action's name, as the real one does.
        let script =
            "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done > '\(ritual.home.path)/notify-send.args'\n"
            + "echo run\n"
        chmod(try ritual.home.write("bin/notify-send", script), 0o755)
        ritual.extra["RITUALIST_EXECUTABLE"] = Ritual.binary
        let result = ritual("run", "Notify", "title=Bedtime", "action=NextDay", "--strict")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            Waiting.until(seconds: 5) {
                ritual("journal", "--json").stdout.contains(#""intent": "NextDay""#)
                    || ritual("journal", "--json").stdout.contains(#""intent":"NextDay""#)
            })
        #expect(
            try recorded(ritual, "notify-send") == [
                "--app-name=ritual", "--wait", "--action=run=Run NextDay", "--", "Bedtime", "",
            ])
    }
}

/// A notifier that fails showed nothing: the next one is tried, and when every one failed the run fails with what
/// each said, never `Notified …`.
extension NotifyIntentTests {
    func failing(_ ritual: Ritual, _ program: String, saying problem: String) throws {
        let script = "#!/bin/sh\necho '\(problem)' >&2\nexit 1\n"
        chmod(try ritual.home.write("bin/\(program)", script), 0o755)
    }

    @Test func aNotifierThatFailsIsFollowedByTheNext() throws {
        let ritual = try home(with: ["gdbus"])
        try failing(ritual, "notify-send", saying: "Could not connect: No such file or directory")
        let result = ritual("run", "Notify", "title=Stretch", "--strict")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Notified 'Stretch' through gdbus.\n")
    }

    @Test func whenEveryNotifierFailsTheRunFailsWithWhatEachSaid() throws {
        let ritual = try home(with: [])
        try failing(ritual, "notify-send", saying: "Could not connect: No such file or directory")
        try failing(ritual, "gdbus", saying: "Error connecting: Could not connect")
        let strict = ritual("run", "Notify", "title=Stretch", "--strict")
        #expect(strict.status == 69)
        #expect(
            strict.stderr
                == "Error: The notification 'Stretch' was not shown: notify-send exited with status 1: Could not "
                + "connect: No such file or directory; gdbus exited with status 1: Error connecting: Could not "
                + "connect.\n")
        let json = ritual("run", "Notify", "title=Stretch", "--json")
        #expect(json.status == 0)
        #expect(json.stdout.contains("\"ok\": false") && json.stdout.contains("\"case\": \"notifierFailed\""))
        #expect(ritual("journal").stdout.contains("✗ notifierFailed"), "\(ritual("journal").stdout)")
    }

    @Test func theRealGDBusWithoutASessionBusIsAFailure() throws {
        var ritual = try home(with: [])
        try FileManager.default.createDirectory(atPath: ritual.home.path + "/bin", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: ritual.home.path + "/bin/gdbus", withDestinationPath: "/usr/bin/gdbus")
        ritual.extra["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=" + ritual.home.path + "/no-bus"
        let result = try ritual.binary("run", "Notify", "title=Stretch", "--strict")
        #expect(result.status == 69)
        #expect(
            result.stderr.hasPrefix("Error: The notification 'Stretch' was not shown: gdbus exited with status 1: "))
        #expect(result.stdout.isEmpty)
    }
}

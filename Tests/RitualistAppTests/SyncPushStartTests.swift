import Foundation
import IntentKitTesting
import Primitives
import RitualistApp
import RitualistSync
import Testing

@testable import IntentKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a press starts after a change with sync configured: `ritual-sync push`, found beside `ritual`, in a session
/// of its own with its streams on /dev/null and none of the press's files, not waited for; and nothing otherwise.
@Suite(.serialized) struct SyncPushStartTests {
    let directory = TemporaryDirectory()

    /// A `ritual-sync` beside a `ritual` in the directory, which writes what it was given and what it holds to
    /// `seen`, after PAUSE seconds.
    func install() throws -> [String: String] {
        let program = try directory.write(
            "bin/ritual-sync",
            """
            #!/bin/sh
            sleep "${PAUSE:-0}"
            # Read before the report's own file is opened, which would be this shell's standard output.
            streams=$(for fd in 0 1 2; do echo "fd $fd: $(readlink /proc/$$/fd/$fd)"; done)
            held=$(for fd in /proc/$$/fd/*; do readlink "$fd"; done | grep -c "$MARKER")
            {
                echo "arguments: $*"
                echo "home: $RITUALIST_HOME"
                test "$(cut -d' ' -f6 /proc/$$/stat)" = "$$" && echo "session leader: yes" || echo "session leader: no"
                echo "$streams"
                echo "press files: $held"
            } >"$SEEN.part"
            mv "$SEEN.part" "$SEEN"

            """)
        chmod(program, 0o755)
        return [
            "RITUALIST_EXECUTABLE": directory.path("bin/ritual"), "PATH": "/usr/bin:/bin",
            "RITUALIST_HOME": directory.path("home"), "SEEN": directory.path("seen"),
            "MARKER": directory.path("marker"),
        ]
    }

    func change(writes: Bool) -> RunChange {
        let outcome = Outcome(
            intent: "CompleteHabit", arguments: RawArguments(pairs: []), parameters: nil, result: nil, failure: nil,
            startedAt: Date(timeIntervalSince1970: 0), duration: .zero)
        return RunChange(outcome: outcome, writes: writes, day: CalendarDate(iso: "2025-11-08")!)
    }

    func seen(within seconds: Double) -> String? {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            if let text = try? String(contentsOfFile: directory.path("seen"), encoding: .utf8) { return text }
            usleep(20_000)
        } while Date() < deadline
        return nil
    }

    @Test func aChangeStartsRitualSyncPushInASessionOfItsOwnAndDoesNotWait() throws {
        var environment = try install()
        environment["RITUALIST_SYNC_URL"] = "postgresql://me@localhost/ritualist"
        environment["PAUSE"] = "1"
        // A file the press holds open, as it holds its store: the push must not inherit it.
        try directory.write("marker", "")
        let held = open(directory.path("marker"), O_RDONLY)
        defer { close(held) }
        let started = Date()
        SyncPushListener(section: nil, environment: environment).committed([change(writes: true)])
        #expect(Date().timeIntervalSince(started) < 0.9)
        #expect(!FileManager.default.fileExists(atPath: directory.path("seen")))
        let text = try #require(seen(within: 20))
        #expect(
            text == """
                arguments: push
                home: \(directory.path("home"))
                session leader: yes
                fd 0: /dev/null
                fd 1: /dev/null
                fd 2: /dev/null
                press files: 0

                """)
    }

    @Test(arguments: [(configured: false, writes: true), (configured: true, writes: false)])
    func nothingStartsWithoutAChangeOrWithoutSync(configured: Bool, writes: Bool) throws {
        var environment = try install()
        if configured { environment["RITUALIST_SYNC_URL"] = "postgresql://me@localhost/ritualist" }
        SyncPushListener(section: nil, environment: environment).committed([change(writes: writes)])
        #expect(seen(within: 1.5) == nil)
    }

    @Test func aPushThatEndedIsReapedByTheNextStart() throws {
        let first = try #require(DetachedProcess.start(["/bin/true"], environment: [:])?.pid)
        // Wait until it has ended: a zombie of this process until someone reaps it.
        var state = ""
        for _ in 0..<250 where state != "Z" && FileManager.default.fileExists(atPath: "/proc/\(first)") {
            usleep(20_000)
            let stat = (try? String(contentsOfFile: "/proc/\(first)/stat", encoding: .utf8)) ?? ""
            state = stat.split(separator: ")").last.map { String($0.dropFirst().prefix(1)) } ?? ""
        }
        let second = try #require(DetachedProcess.start(["/bin/true"], environment: [:])?.pid)
        #expect(!FileManager.default.fileExists(atPath: "/proc/\(first)"))
        #expect(second != first)
    }
}

import Foundation
import IntentKitTesting
import Synchronization
import Testing

/// `ritual status --follow` with sync configured keeps up with the other machines by itself.
@Suite(.enabled(if: TestServer.available, TestServer.skipReason))
struct FollowingStatusTests {
    /// The lines a running process has printed so far.
    final class Lines: Sendable {
        private let lines = Mutex<[String]>([])

        init(_ pipe: Pipe) {
            let handle = pipe.fileHandleForReading
            Thread.detachNewThread { [self] in
                var pending = ""
                while true {
                    let data = handle.availableData
                    if data.isEmpty { return }
                    pending += String(decoding: data, as: UTF8.self)
                    while let newline = pending.firstIndex(of: "\n") {
                        let line = String(pending[..<newline])
                        pending = String(pending[pending.index(after: newline)...])
                        lines.withLock { $0.append(line) }
                    }
                }
            }
        }

        var all: [String] { lines.withLock { $0 } }
    }

    /// Whether a `status --json` line shows `habit` done.
    static func shows(_ line: String, done habit: String) -> Bool {
        guard let status = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            return false
        }
        return TwoMachinesTests.done(status)[habit] == true
    }

    /// `ritual status --follow --json` running on `machine`, and the lines it prints.
    static func follow(_ machine: SyncedMachine) throws -> (Process, Lines) {
        let follower = Process()
        follower.executableURL = URL(fileURLWithPath: SyncedMachine.ritualPath)
        follower.arguments = ["status", "--follow", "--json"]
        follower.environment = machine.environment
        let output = Pipe()
        follower.standardOutput = output
        follower.standardError = FileHandle.nullDevice
        try follower.run()
        return (follower, Lines(output))
    }

    @Test func aFollowingStatusPullsOnItsOwnSoAPressOnAnotherMachineShows() async throws {
        let (laptop, desktop) = try await TwoMachinesTests.twoMachines()
        try laptop.succeeds("habit", "add", "Meditate", "--start", "2025-11-01")
        try laptop.sync()
        try desktop.sync()

        let (follower, lines) = try Self.follow(desktop)
        defer {
            kill(follower.processIdentifier, SIGTERM)
            _ = Waiting.exit(of: follower, within: 10)
        }
        #expect(Waiting.until(seconds: 30) { !lines.all.isEmpty })
        #expect(!lines.all.contains { Self.shows($0, done: "Meditate") })

        // The press's own detached push sends it; nobody runs `ritual sync` on the desktop.
        try laptop.succeeds("done", "Meditate")
        #expect(Waiting.until(seconds: 30) { lines.all.contains { Self.shows($0, done: "Meditate") } })
    }
}

import Foundation
import IntentKitTesting
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `ritual-sync` as the process `ritual sync` starts: it ends with its parent, and it journals by the program's
/// clock.
@Suite struct SyncChildProcessTests {
    /// The process ids whose parent is `parent`, read from /proc.
    static func children(of parent: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { name -> pid_t? in
            guard let pid = pid_t(name),
                let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            // `pid (comm) state ppid …`: the name may hold spaces, so the fields are counted after its `)`.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && pid_t(fields[1]) == parent ? pid : nil
        }
    }

    static func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        return !stat[stat.index(after: close)...].hasPrefix(" Z")
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat")))
    func aKilledRitualSyncLeavesNoRitualSyncRunning() throws {
        let listener = SilentListener()
        let home = TemporaryDirectory(prefix: "ritualist-parent")
        try home.write(
            "config.yaml", "sync:\n  url: \"postgresql://me@127.0.0.1:\(listener.port)/db?connect_timeout=120\"\n")
        let parent = Process()
        parent.executableURL = URL(fileURLWithPath: SyncedMachine.ritualPath)
        parent.arguments = ["sync"]
        parent.environment = [
            "RITUALIST_HOME": home.path, "HOME": home.path, "PATH": "/usr/bin:/bin", "TZ": "UTC",
            "RITUALIST_NOW": "2025-11-08T12:00:00",
        ]
        parent.standardOutput = FileHandle.nullDevice
        parent.standardError = FileHandle.nullDevice
        try parent.run()
        var child: pid_t?
        for _ in 0..<200 where child == nil {
            child = Self.children(of: parent.processIdentifier).first
            if child == nil { usleep(50_000) }
        }
        let started = try #require(child, "ritual sync started no ritual-sync")

        kill(parent.processIdentifier, SIGKILL)
        parent.waitUntilExit()

        var running = true
        for _ in 0..<100 where running {
            usleep(50_000)
            running = Self.isRunning(started)
        }
        #expect(!running, "ritual-sync \(started) still runs after its parent was killed")
        if running { kill(started, SIGKILL) }
    }

    @Test func ritualSyncJournalsByThePinnedClock() throws {
        let home = TemporaryDirectory(prefix: "ritualist-journal")
        try home.write("config.yaml", "sync:\n  url: \"postgresql://me@127.0.0.1:9/db?connect_timeout=2\"\n")
        let environment = [
            "RITUALIST_HOME": home.path, "HOME": home.path, "PATH": "/usr/bin:/bin", "TZ": "Europe/Paris",
            "RITUALIST_NOW": "2025-11-08T12:00:00",
        ]

        let sync = try ProcessRunner.run(
            SyncedMachine.ritualSyncPath, ["sync", "--strict"], environment: environment, timeout: 30)
        let journal = try ProcessRunner.run(
            SyncedMachine.ritualPath, ["journal", "--json"], environment: environment, timeout: 30)

        #expect(sync.status == 69)
        let records = try #require(
            try JSONSerialization.jsonObject(with: Data(journal.stdout.utf8)) as? [[String: Any]])
        let record = try #require(records.first { $0["intent"] as? String == "sync.sync" })
        #expect(record["localTime"] as? String == "2025-11-08T12:00:00+01:00")
    }
}

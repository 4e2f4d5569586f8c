import Foundation
import IntentKitTesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `ritual-sync` killed (SIGKILL) at random points of pushes and pulls on two machines with a few hundred changes
/// each: a clean sync afterwards loses nothing, doubles nothing, and both machines converge.
@Suite(.enabled(if: TestServer.available, TestServer.skipReason))
struct KilledSyncTests {
    /// The seed of the presses, the commands and the delays: a failing run reruns as it failed.
    static let seed: UInt64 = 25
    /// How many runs are killed while they run. A run that ended before its kill does not count, and rounds go on
    /// until this many did, up to `rounds`: how fast a push or a pull ends depends on the build and the machine,
    /// so the test counts kills that landed rather than a share of rounds. On an idle machine a debug build's run
    /// can end within 40 ms, so one kill in six lands: `rounds` leaves room for that (the loop stops at `kills`).
    static let kills = 50
    static let rounds = 1_000
    /// The longest wait before the kill, in milliseconds: about as long as a push or a pull of the debug build
    /// takes here, so kills land in the start, the connect, the server's transaction and the local one alike (and
    /// more presses every five rounds give the pushes and pulls work).
    static let longestDelay: UInt32 = 250

    /// What the presses should add up to once every machine has every entry.
    struct Expected {
        var readDays: Set<String> = []
        var water = 0
    }

    /// `count` presses on `machine` in one `run --batch`: completions of Read and amounts of Water on random days.
    static func press(
        _ machine: SyncedMachine, count: Int, _ random: inout SeededGenerator, _ expected: inout Expected
    ) throws {
        let first = Date(timeIntervalSince1970: 1_704_067_200)  // 2024-01-01
        let format = DateFormatter()
        format.dateFormat = "yyyy-MM-dd"
        format.timeZone = TimeZone(identifier: "UTC")
        var lines: [String] = []
        var amounts: [Int] = []
        for _ in 0..<count {
            let day = format.string(
                from: first.addingTimeInterval(Double(Int.random(in: 0..<677, using: &random)) * 86_400))
            if Bool.random(using: &random) {
                lines.append(#"{"intent": "CompleteHabit", "params": {"habit": "Read", "date": "\#(day)"}}"#)
                expected.readDays.insert(day)
                amounts.append(0)
            } else {
                let amount = Int.random(in: 1...5, using: &random)
                lines.append(
                    #"{"intent": "LogHabitValue", "params": {"habit": "Water", "value": \#(amount), "date": "\#(day)"}}"#
                )
                amounts.append(amount)
            }
        }
        let result = try machine.ritual("run", "--batch", stdin: lines.joined(separator: "\n") + "\n")
        let outcomes = result.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(outcomes.count == count, "run --batch: \(result.stderr)")
        for (outcome, amount) in zip(outcomes, amounts) {
            if outcome["ok"] as? Bool == true {
                expected.water += amount
            } else {
                // A second completion of a day on one machine is refused; nothing else is.
                let error = outcome["error"] as? [String: Any]
                #expect(error?["case"] as? String == "alreadyLoggedToday", "\(outcome)")
            }
        }
    }

    /// Starts `ritual-sync COMMAND` on `machine` and kills it after `milliseconds`; whether it was still running.
    static func killed(_ machine: SyncedMachine, _ command: String, after milliseconds: UInt32) throws -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: SyncedMachine.ritualSyncPath)
        process.arguments = [command]
        process.environment = machine.environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        usleep(milliseconds * 1000)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal
    }

    @Test func syncsKilledAtRandomPointsLoseNothingDoubleNothingAndBothMachinesConverge() async throws {
        let database = try await TestServer.database()
        var laptop = try SyncedMachine(database: database)
        var desktop = try SyncedMachine(database: database)
        laptop.detachedPushes = false
        desktop.detachedPushes = false
        try laptop.succeeds("sync", "init", "--strict")
        try laptop.succeeds("habit", "add", "Read", "--start", "2024-01-01")
        try laptop.succeeds("habit", "add", "Water", "--target", "8", "--unit", "glasses", "--start", "2024-01-01")
        try laptop.sync()
        try desktop.sync()

        var random = SeededGenerator(state: Self.seed)
        var expected = Expected()
        try Self.press(laptop, count: 300, &random, &expected)
        try Self.press(desktop, count: 300, &random, &expected)
        var killedRunning = 0
        var round = 0
        while killedRunning < Self.kills, round < Self.rounds {
            defer { round += 1 }
            if round % 5 == 4 {
                try Self.press(laptop, count: 20, &random, &expected)
                try Self.press(desktop, count: 20, &random, &expected)
            }
            let machine = Bool.random(using: &random) ? laptop : desktop
            let command = ["push", "pull", "sync"].randomElement(using: &random) ?? "sync"
            let delay = UInt32.random(in: 0...Self.longestDelay, using: &random)
            if try Self.killed(machine, command, after: delay) { killedRunning += 1 }
        }
        // Enough runs were killed while they ran, not after they had ended.
        #expect(killedRunning == Self.kills, "\(killedRunning) of \(round) runs were killed while they ran")

        for machine in [laptop, desktop, laptop, desktop] { try machine.sync() }

        // Nothing lost: every entry either machine made is on the server, and once.
        let own = Set(try laptop.ownEntryIDs()).union(try desktop.ownEntryIDs())
        let onServer = try await TestServer.entryIDs(database: database)
        let counts = try await TestServer.entryCounts(database: database)
        #expect(counts.rows == counts.distinct)
        #expect(counts.rows == own.count)
        #expect(Set(onServer) == own)
        #expect(Set(try laptop.changes().compactMap { ($0["id"] as? String)?.lowercased() }) == own)
        #expect(Set(try desktop.changes().compactMap { ($0["id"] as? String)?.lowercased() }) == own)

        // Nothing doubled, and one history on both.
        for machine in [laptop, desktop] {
            let stats = try machine.json("stats", "--days", "all", "--json")
            let habits = Dictionary(
                (stats["habits"] as? [[String: Any]] ?? []).map { ($0["name"] as? String ?? "", $0) },
                uniquingKeysWith: { $1 })
            #expect(habits["Read"]?["done"] as? Int == expected.readDays.count)
            #expect((habits["Water"]?["total"] as? NSNumber)?.doubleValue == Double(expected.water))
            #expect(try machine.waiting() == 0)
        }
        for view in [["habit", "list", "--json"], ["streak", "--json"], ["calendar", "--format", "json"]] {
            #expect(try laptop.output(view) == desktop.output(view), "\(view) differs")
        }
    }
}

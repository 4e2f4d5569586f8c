import Foundation
import IntentKitTesting
import Testing

/// Two machines, each a home of its own run through the built `ritual` and `ritual-sync`, on one PostgreSQL server:
/// each test its own database.
@Suite(.enabled(if: TestServer.available, TestServer.skipReason))
struct TwoMachinesTests {
    /// Two machines on a new database whose schema `ritual sync init` on the first created.
    static func twoMachines() async throws -> (SyncedMachine, SyncedMachine) {
        let database = try await TestServer.database()
        let laptop = try SyncedMachine(database: database)
        let desktop = try SyncedMachine(database: database)
        try laptop.succeeds("sync", "init", "--strict")
        return (laptop, desktop)
    }

    /// The habits of a day, by name, each whether it is done, as `status --json` shows them.
    static func done(_ status: [String: Any]) -> [String: Bool] {
        let habits = status["habits"] as? [[String: Any]] ?? []
        return Dictionary(
            habits.map { ($0["name"] as? String ?? "", $0["completed"] as? Bool ?? false) }, uniquingKeysWith: { $1 })
    }

    @Test func aCompletionOnOneMachineShowsOnTheOtherAfterBothSyncAndEachKeepsItsSelectedDay() async throws {
        let (laptop, desktop) = try await Self.twoMachines()
        try laptop.succeeds("habit", "add", "Meditate", "--start", "2025-11-01")
        try laptop.sync()
        try desktop.sync()
        #expect(Self.done(try desktop.json("status", "--json")) == ["Meditate": false])

        try laptop.succeeds("done", "Meditate")
        try laptop.sync()
        try desktop.sync()
        let status = try desktop.json("status", "--json")
        #expect(status["date"] as? String == "2025-11-08")
        #expect(Self.done(status) == ["Meditate": true])

        try laptop.succeeds("run", "PreviousDay")
        try laptop.sync()
        try desktop.sync()
        #expect(try laptop.json("status", "--json")["date"] as? String == "2025-11-07")
        #expect(try desktop.json("status", "--json")["date"] as? String == "2025-11-08")
        try desktop.succeeds("run", "PreviousDay")
        try desktop.succeeds("run", "PreviousDay")
        try desktop.sync()
        try laptop.sync()
        #expect(try laptop.json("status", "--json")["date"] as? String == "2025-11-07")
        #expect(try desktop.json("status", "--json")["date"] as? String == "2025-11-06")
    }

    @Test func pressesWithTheServerAwayAreKeptAndMergeByTheRulesOnceItIsBack() async throws {
        var (laptop, desktop) = try await Self.twoMachines()
        try laptop.succeeds("habit", "add", "Meditate", "--start", "2025-11-01")
        try laptop.succeeds("habit", "add", "Water", "--target", "8", "--unit", "glasses", "--start", "2025-11-01")
        try laptop.sync()
        try desktop.sync()

        // A server that accepts the connection and never answers: a press that waited for its push would take the
        // whole connect timeout.
        let listener = SilentListener()
        let away = "postgresql://me@127.0.0.1:\(listener.port)/db?sslmode=disable&connect_timeout=5"
        laptop.urlOverride = away
        desktop.urlOverride = away
        let presses: [(SyncedMachine, [String])] = [
            (laptop, ["done", "Meditate"]), (desktop, ["done", "Meditate"]),
            (laptop, ["log", "Water", "3"]), (desktop, ["log", "Water", "2"]),
            (desktop, ["done", "Meditate", "--date", "2025-11-07"]),
            (laptop, ["habit", "add", "Read", "--start", "2025-11-01"]),
        ]
        for (machine, words) in presses {
            let started = Date()
            let result = try ProcessRunner.run(
                SyncedMachine.ritualPath, words + ["--strict"], environment: machine.environment, timeout: 60)
            #expect(result.status == 0, "\(words): \(result.stderr)")
            #expect(Date().timeIntervalSince(started) < 5, "\(words) waited for the server")
        }
        // The pushes the presses started give up after the connect timeout, and say so in the journal.
        for machine in [laptop, desktop] {
            let journaled = Waiting.until(seconds: 30) {
                let journal = (try? machine.output("journal", "--json")) ?? ""
                return journal.contains("\"serverUnreachable\"")
            }
            #expect(journaled, "no failed push in the journal")
            #expect(try machine.waiting() > 0)
        }

        laptop.urlOverride = nil
        desktop.urlOverride = nil
        for machine in [laptop, desktop, laptop, desktop] { try machine.sync() }
        for view in [["habit", "list", "--json"], ["streak", "--json"], ["calendar", "--format", "json"]] {
            let onLaptop = try ProcessRunner.run(
                SyncedMachine.ritualPath, view, environment: laptop.environment, timeout: 60)
            let onDesktop = try ProcessRunner.run(
                SyncedMachine.ritualPath, view, environment: desktop.environment, timeout: 60)
            #expect(onLaptop.status == 0 && onDesktop.status == 0)
            #expect(onLaptop.stdout == onDesktop.stdout, "\(view) differs")
        }
        for machine in [laptop, desktop] {
            let stats = try machine.json("stats", "--days", "7", "--json")
            let habits = Dictionary(
                (stats["habits"] as? [[String: Any]] ?? []).map { ($0["name"] as? String ?? "", $0) },
                uniquingKeysWith: { $1 })
            // Meditate pressed on both on the 8th: one done day; and on the 7th on one.
            #expect(habits["Meditate"]?["done"] as? Int == 2)
            #expect((habits["Water"]?["total"] as? NSNumber)?.doubleValue == 5)
            #expect(habits["Read"] != nil)
            #expect(
                Self.done(try machine.json("status", "--json")) == ["Meditate": true, "Water": false, "Read": false])
        }
    }
}

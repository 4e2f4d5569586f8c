import Foundation
import IntentKitTesting
import Testing

/// Two to four machines changing one history through the built `ritual` on one PostgreSQL database: every kind of
/// change, clocks that tie across machines and go back, syncs in random orders, pushes killed half-way and
/// restores of older backups. After every machine syncs twice, each shows the same history: the export without
/// what is the machine's own, and the streaks, the calendar and the stats, byte for byte.
///
/// The in-memory `ConvergenceTests` run hundreds of seeds against the merge itself; these run the whole program.
@Suite(.enabled(if: TestServer.available, TestServer.skipReason))
struct ProgramConvergenceTests {
    /// Seeds that once failed, kept whatever the range below becomes: 14 (a Walk added, removed and added again on
    /// one machine while another added one: each machine joined a different pair).
    static let kept: [UInt64] = [14]
    /// `RITUALIST_CONVERGENCE_SEEDS` runs more seeds than the eight of a usual run; `RITUALIST_CONVERGENCE_SEED`
    /// runs that one alone.
    static let seeds: [UInt64] = {
        let environment = ProcessInfo.processInfo.environment
        if let one = environment["RITUALIST_CONVERGENCE_SEED"].flatMap({ UInt64($0) }) { return [one] }
        let count = environment["RITUALIST_CONVERGENCE_SEEDS"].flatMap { Int($0) } ?? 8
        return Array(Set(kept + (1...UInt64(max(1, count))))).sorted()
    }()

    /// The days changes fall on: the week before the pinned today, 2025-11-08.
    static let days = (2...8).map { "2025-11-0\($0)" }

    @Test(arguments: seeds)
    func machinesChangingThroughTheProgramEndWithTheSameHistory(seed: UInt64) async throws {
        var random = SeededGenerator(state: seed)
        let database = try await TestServer.database()
        var machines = try (0..<(2 + Int(seed % 3))).map { _ in try SyncedMachine(database: database) }
        for index in machines.indices { machines[index].detachedPushes = false }
        try machines[0].succeeds("sync", "init", "--strict")
        try machines[0].succeeds("habit", "add", "Read", "--start", "2025-11-01")
        try machines[0].succeeds("habit", "add", "Water", "--target", "8", "--unit", "glasses", "--start", "2025-11-01")
        try machines[0].succeeds("habit", "add", "Stretch", "--start", "2025-11-01")
        for machine in machines { try machine.sync() }

        var log: [String] = []
        var backups: [Int: [String]] = [:]
        var minute = 0
        for _ in 0..<8 {
            for index in machines.indices {
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    // Minutes that go on, and now and then one another machine had, or one gone back.
                    switch Int.random(in: 0..<6, using: &random) {
                    case 0: minute = max(0, minute - Int.random(in: 1...30, using: &random))
                    case 1: break
                    default: minute += Int.random(in: 1...20, using: &random)
                    }
                    machines[index].now = "2025-11-08T" + Self.clock(minute: minute)
                    let command = Self.change(
                        backups: backups[index] ?? [], folder: machines[index].home.path, &random)
                    let result = try machines[index].run(command)
                    log.append(
                        "m\(index) \(machines[index].now) ritual \(command.joined(separator: " ")) → \(result.status)")
                    // A refusal (a day done already, a habit gone) is a run's answer; a crash or a bug is not.
                    #expect(![70, 134, 139].contains(result.status), "\(command): \(result.stderr)")
                    if command.first == "backup", result.status == 0 {
                        backups[index, default: []].append(command[1])
                    }
                }
            }
            for index in machines.indices.shuffled(using: &random) where Bool.random(using: &random) {
                if Int.random(in: 0..<3, using: &random) == 0 {
                    let delay = UInt32.random(in: 0...150, using: &random)
                    let killed = try KilledSyncTests.killed(machines[index], "push", after: delay)
                    log.append("m\(index) push killed after \(delay) ms: \(killed)")
                } else {
                    try machines[index].sync()
                    log.append("m\(index) sync")
                }
            }
        }
        for _ in 0..<2 {
            for machine in machines.shuffled(using: &random) { try machine.sync() }
        }

        let views = try machines.map(Self.views)
        for (index, view) in views.enumerated().dropFirst() where view != views[0] {
            let report =
                "seed \(seed): machine \(index) differs from machine 0\n\(Self.difference(view, views[0]))\n"
                + log.joined(separator: "\n")
            Issue.record(Comment(rawValue: report))
        }
    }

    /// `HH:MM:SS` of `minute` minutes after noon.
    static func clock(minute: Int) -> String {
        let total = 12 * 60 + min(minute, 11 * 60)
        return String(format: "%02d:%02d:00", total / 60, total % 60)
    }

    /// One change through the command line: completions, amounts, `--set`, undo, undo `--last`, rest days for one
    /// habit and for all, edits, renames, archive, remove, a habit a name another machine may add too, a backup, and
    /// the restore of an older one.
    /// `backups` are the machine's, to restore; a new one goes into `folder`.
    static func change(backups: [String], folder: String, _ random: inout SeededGenerator) -> [String] {
        let day = days.randomElement(using: &random) ?? days[0]
        let habit = ["Read", "Stretch", "Water", "Walk", "Stretching"].randomElement(using: &random) ?? "Read"
        switch Int.random(in: 0..<20, using: &random) {
        case 0...3: return ["done", habit, "--date", day]
        case 4...5: return ["log", "Water", String(Int.random(in: 1...6, using: &random)), "--date", day]
        case 6: return ["log", "Water", String(Int.random(in: 0...9, using: &random)), "--set", "--date", day]
        case 7...8: return ["undo", habit, "--date", day]
        case 9: return ["undo", "--last"]
        case 10: return ["skip", habit, "--date", day]
        case 11: return ["skip", "--date", day]
        case 12: return ["habit", "edit", "Water", "--target", String(Int.random(in: 2...10, using: &random)), "--yes"]
        case 13: return ["habit", "edit", habit, "--name", habit == "Stretch" ? "Stretching" : "Stretch"]
        case 14: return ["habit", Bool.random(using: &random) ? "archive" : "unarchive", habit]
        case 15: return ["habit", "remove", habit, "--yes"]
        case 16: return ["habit", "add", "Walk", "--start", "2025-11-01"]
        case 17:
            if let older = backups.randomElement(using: &random) { return ["restore", older] }
            return ["done", habit, "--date", day]
        default:
            return [
                "backup",
                folder + "/backup-\(backups.count + 1)-\(Int.random(in: 0..<1_000_000, using: &random)).sqlite",
            ]
        }
    }

    /// What a machine shows of the history: the export's habits, logs and rest days (not its time, its change log
    /// or its settings, which are the machine's own), and `streak`, `calendar` and `stats` as they print them.
    static func views(_ machine: SyncedMachine) throws -> [String: String] {
        let export = try machine.json("export", "--format", "json")
        var views: [String: String] = [:]
        for part in ["habits", "logs", "restDays"] {
            let items = (export[part] as? [[String: Any]] ?? []).sorted {
                "\($0["id"] ?? $0["day"] ?? "")\($0["habit"] ?? "")"
                    < "\($1["id"] ?? $1["day"] ?? "")\($1["habit"] ?? "")"
            }
            let data = try JSONSerialization.data(withJSONObject: items, options: [.sortedKeys, .prettyPrinted])
            views[part] = String(decoding: data, as: UTF8.self)
        }
        views["streak"] = try machine.output("streak", "--json")
        views["calendar"] = try machine.output("calendar", "--format", "json")
        views["stats"] = try machine.output("stats", "--days", "all", "--json")
        return views
    }

    /// The parts two views differ in, each as both show it.
    static func difference(_ one: [String: String], _ other: [String: String]) -> String {
        one.keys.sorted().filter { one[$0] != other[$0] }.map { key in
            "== \(key)\n\(one[key] ?? "")\n-- machine 0:\n\(other[key] ?? "")"
        }.joined(separator: "\n")
    }
}

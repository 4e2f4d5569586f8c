import Foundation
import IntentKitTesting
import RitualistCore
import RitualistStore
import RitualistSync
import Testing

/// Homes that change things offline and exchange entries in any order end the same.
@Suite struct ConvergenceTests {
    static let machines = [
        "0195f7a0-0000-7000-8000-00000000000a", "0195f7a0-0000-7000-8000-00000000000b",
        "0195f7a0-0000-7000-8000-00000000000c",
    ]

    /// Seeds that once failed, kept whatever the range below becomes: 84 (an undo of a removal pulled after the
    /// machine's own brought the habit back there alone).
    static let kept = [84]

    /// Three hundred seeded runs: clocks that tie within a home and across homes and go back, every kind of change,
    /// pushes and pulls in random orders and batches. A failing run names its seed and prints each home's log.
    @Test(arguments: Set(kept + Array(1...300)).sorted())
    func homesChangingOfflineInAnyOrderEndWithTheSameHistory(seed: Int) throws {
        var random = SeededGenerator(state: UInt64(seed))
        let server = MemoryServer()
        let homes = try Self.machines.prefix(seed % 2 == 0 ? 2 : 3).map { try SyncHome(machine: $0, inMemory: true) }
        try homes[0].add(Drafts.stretch, id: UUID.version7(at: homes[0].time, using: &random))
        try homes[0].add(Drafts.water, id: UUID.version7(at: homes[0].time, using: &random))
        try server.sync(homes[0])
        for home in homes.dropFirst() { try server.pull(home) }
        // Every home adds a habit of one name before they meet: they become one.
        for (index, home) in homes.enumerated() where Bool.random(using: &random) {
            home.clock(noon(day(0), minutes: Double(index)))
            try home.add(HabitDraft(name: "Read", startDate: day(-3)), id: UUID.version7(at: home.time, using: &random))
        }

        for round in 0..<8 {
            for (index, home) in homes.enumerated() {
                for step in 0..<Int.random(in: 0...4, using: &random) {
                    home.clock(
                        Self.instant(
                            after: home.time,
                            usual: noon(day(round / 3), minutes: Double(round * 100 + step * 10 + index)),
                            shared: noon(day(round / 3)), using: &random))
                    RandomChange.make(on: home, round: round, using: &random)
                }
            }
            for home in homes.shuffled(using: &random) where Bool.random(using: &random) {
                if Bool.random(using: &random) { try server.push(home) }
                if Bool.random(using: &random) { try server.pull(home, batch: Int.random(in: 1...6, using: &random)) }
            }
        }
        for _ in 0..<2 {
            for home in homes.shuffled(using: &random) {
                try server.push(home)
                try server.pull(home)
            }
        }

        let snapshots = try homes.map { try HomeSnapshot($0, today: day(3)) }
        for snapshot in snapshots.dropFirst() {
            #expect(snapshot == snapshots[0], "\(snapshot)\n--- differs from ---\n\(snapshots[0])")
        }
        if snapshots.dropFirst().contains(where: { $0 != snapshots[0] }) {
            for home in homes {
                print("== home \(home.machine.text.suffix(1))")
                for entry in try home.store.changes(habitID: nil, since: nil).reversed() {
                    print(
                        entry.time.timeIntervalSince1970, entry.machine.text.suffix(1), entry.kind.rawValue,
                        entry.habitID?.text.prefix(8) ?? "-", entry.id.text.prefix(13),
                        entry.reverses.map { $0.text.prefix(13) },
                        entry.data.json.prefix(90))
                }
            }
        }
        for home in homes {
            let setAside = try home.ledger.status().setAside
            #expect(setAside.isEmpty, "\(setAside.map { "\($0.kind): \($0.reason)" })")
            #expect(try home.ledger.status().waiting == 0)
        }
    }
}

extension ConvergenceTests {
    /// The instant of a home's next change: mostly `usual`, one that moves on; at times the instant of its last
    /// change again (a batch), one `shared` with every other home, or a clock set back by up to two hours.
    static func instant(after last: Date, usual: Date, shared: Date, using random: inout SeededGenerator) -> Date {
        switch Int.random(in: 0..<8, using: &random) {
        case 0: last
        case 1: shared
        case 2: last.addingTimeInterval(-Double(Int.random(in: 1...120, using: &random)) * 60)
        default: usual
        }
    }
}

/// One change a person might make, drawn at random; the domain refusing it (a done day, a missing habit) is part
/// of the game.
enum RandomChange {
    static func make(on home: SyncHome, round: Int, using random: inout SeededGenerator) {
        let day = day(Int.random(in: -2...(round / 3), using: &random))
        let names = ["Stretch", "Water", "Read", "Yoga", "Hydrate", "Book", "Walk"]
        let name = names.randomElement(using: &random)!
        guard let habit = try? home.store.habit(named: name) else {
            // A name any home adds, again after a removal or an undo of its addition, or while another adds it.
            if name == "Walk" {
                let id = UUID.version7(at: home.time, using: &random)
                _ = try? home.add(HabitDraft(name: name, startDate: RitualistSyncTests.day(-3)), id: id)
            }
            return
        }
        do {
            switch Int.random(in: 0..<12, using: &random) {
            case 0, 1:
                try home.log(
                    habit, on: day,
                    habit.kind == .binary ? .complete : .add(Double.random(in: 1...3, using: &random).rounded()))
            case 2: try home.log(habit, on: day, .set(Double(Int.random(in: 0...9, using: &random))))
            case 3: _ = try home.store.undo(habitID: habit.id, day: day, at: home.time)
            case 4: _ = try home.store.undoLastChange()
            case 5:
                let target = Double(Int.random(in: 5...12, using: &random))
                let emoji = ["🧘", "📖", nil].randomElement(using: &random) ?? nil
                _ = try home.store.updateHabit(id: habit.id) {
                    if $0.kind == .numeric { $0.dailyTarget = target } else { $0.emoji = emoji }
                }
            case 6:
                let category = ["health", "mind", nil].randomElement(using: &random) ?? nil
                _ = try home.store.updateHabit(id: habit.id) { $0.category = category }
            case 7: try home.store.addRestDay(RestDay(habitID: Bool.random(using: &random) ? habit.id : nil, day: day))
            case 8:
                try home.store.removeRestDay(RestDay(habitID: Bool.random(using: &random) ? habit.id : nil, day: day))
            case 9: _ = try home.store.setActive(id: habit.id, !habit.isActive)
            case 10:
                // Each habit has two names of its own: renames never meet another habit's name (a Walk, which
                // any home may add again, keeps its name).
                guard habit.name != "Walk" else { return }
                let other = [
                    "Stretch": "Yoga", "Yoga": "Stretch", "Water": "Hydrate", "Hydrate": "Water", "Read": "Book",
                ]
                let name = other[habit.name] ?? "Read"
                _ = try home.store.updateHabit(id: habit.id) { $0.name = name }
            default: if Int.random(in: 0..<4, using: &random) == 0 { try home.store.removeHabit(id: habit.id) }
            }
        } catch {}
    }
}

import Foundation
import RitualistCore
import RitualistStore
import RitualistSync
import Testing

/// The events a pull's report carries: what a press of the same change fires locally, once per machine, and
/// nothing for an entry merged without a change.
@Suite struct SyncEventTests: TwoHomesSuite {
    let homes: TwoHomes

    init() throws {
        homes = try TwoHomes()
    }

    /// `kind habit day value` of each event, `-` where a part is missing.
    private func described(_ events: [SyncEvent]) -> [String] {
        events.map { event in
            [event.kind, event.habitName ?? "-", event.day ?? "-", event.value.map { "\($0)" } ?? "-"]
                .joined(separator: " ")
        }
    }

    /// Makes changes on the laptop, pushes them, and returns what the desktop's pull fired.
    private func pulledEvents(_ change: (SyncHome) throws -> Void) throws -> [String] {
        try change(laptop)
        try server.push(laptop)
        return described(try server.pull(desktop).events)
    }

    @Test func eachChangeFiresOnThePullingMachineWhatAPressFires() throws {
        let day1 = day(1).iso
        let cases: [(String, (SyncHome) throws -> Void, [String])] = [
            (
                "a completion", { try $0.log(try $0.habit(named: "Stretch"), on: day(1)) },
                ["completed Stretch \(day1) 1.0"]
            ),
            (
                "an amount under the target", { try $0.log(try $0.habit(named: "Water"), on: day(1), .add(3)) },
                ["logged Water \(day1) 3.0"]
            ),
            ("a new habit", { try $0.add(HabitDraft(name: "Read", startDate: day(-10))) }, ["habitAdded Read - -"]),
            (
                "a rest day",
                { _ = try $0.store.addRestDay(RestDay(habitID: try $0.habit(named: "Stretch").id, day: day(2))) },
                ["skipped Stretch \(day(2).iso) -"]
            ),
        ]
        for (name, change, expected) in cases {
            #expect(try pulledEvents(change) == expected, "\(name)")
        }
    }

    @Test func anAmountThatReachesTheTargetCompletesAndTheLastHabitDoneFiresAllDone() throws {
        let day1 = day(1).iso
        let events = try pulledEvents { home in
            try home.log(try home.habit(named: "Stretch"), on: day(1))
            try home.log(try home.habit(named: "Water"), on: day(1), .add(5))
            try home.log(try home.habit(named: "Water"), on: day(1), .add(3))
        }
        #expect(
            events == [
                "completed Stretch \(day1) 1.0", "logged Water \(day1) 5.0", "logged Water \(day1) 8.0",
                "completed Water \(day1) 8.0", "allDone - \(day1) -",
            ])
    }

    @Test func anUndoFiresUndoneAndABrokenDayStreakBroken() throws {
        _ = try pulledEvents { try $0.log(try $0.habit(named: "Stretch"), on: day(1)) }
        let undoHabit = try pulledEvents { home in
            home.clock(noon(day(1), minutes: 10))
            _ = try home.store.undo(habitID: try home.habit(named: "Stretch").id, day: day(1), at: home.time)
        }
        #expect(undoHabit == ["undone Stretch \(day(1).iso) 0.0", "streakBroken Stretch \(day(1).iso) 0.0"])

        _ = try pulledEvents { try $0.log(try $0.habit(named: "Stretch"), on: day(2)) }
        let undoLast = try pulledEvents { _ = try $0.store.undoLastChange() }
        #expect(undoLast == ["undone Stretch \(day(2).iso) 0.0", "streakBroken Stretch \(day(2).iso) 0.0"])
    }

    @Test func aSetFiresOneLoggedNotAnUndoOfTheLogsItReplaced() throws {
        _ = try pulledEvents { try $0.log(try $0.habit(named: "Water"), on: day(1), .add(3)) }
        let events = try pulledEvents { try $0.log(try $0.habit(named: "Water"), on: day(1), .set(9)) }
        #expect(events == ["logged Water \(day(1).iso) 9.0", "completed Water \(day(1).iso) 9.0"])
    }

    @Test func aCompletionMergedIntoADoneDayFiresNothing() throws {
        try desktop.log(try desktop.habit(named: "Stretch"), on: day(1))
        #expect(try pulledEvents { try $0.log(try $0.habit(named: "Stretch"), on: day(1)) } == [])
        #expect(try desktop.logs("Stretch", on: day(1)).count == 1)
    }

    @Test func anEntryAppliedOnceNeverFiresAgain() throws {
        try laptop.log(try laptop.habit(named: "Stretch"), on: day(1))
        try server.push(laptop)
        let entries = server.after(try desktop.ledger.pullCursor())
        #expect(described(try desktop.ledger.apply(entries, at: desktop.time).events).count == 1)
        // The same entries handed over again (a pull that did not see its cursor move) are merged: no event.
        #expect(try desktop.ledger.apply(entries, at: desktop.time).events.isEmpty)
        #expect(try server.pull(desktop).events.isEmpty)
        // The machine that made the change fires nothing when its own entries come back.
        #expect(try server.pull(laptop).events.isEmpty)
    }

    /// A habit made on both machines before they met is joined into one; a log either machine made under its own
    /// habit before then fires, on the other, an event that names the joined habit.
    @Test func aLogOfAJoinedHabitFiresWithTheHabitsName() throws {
        try laptop.add(HabitDraft(name: "Run", startDate: day(-10)))
        try desktop.add(HabitDraft(name: "Run", startDate: day(-10)))
        try laptop.log(try laptop.habit(named: "Run"), on: day(1))
        try desktop.log(try desktop.habit(named: "Run"), on: day(2))
        try server.push(laptop)
        try server.push(desktop)
        let onDesktop = described(try server.pull(desktop).events).filter { $0.hasPrefix("completed") }
        let onLaptop = described(try server.pull(laptop).events).filter { $0.hasPrefix("completed") }
        #expect(onDesktop == ["completed Run \(day(1).iso) 1.0"])
        #expect(onLaptop == ["completed Run \(day(2).iso) 1.0"])
    }
}

import Foundation
import RitualistCore
import RitualistStore
import RitualistSync
import Testing

/// The merge rules of docs/sync.md for habits: last writer per field, removal over edits, one habit per name.
@Suite struct MergeRuleHabitTests {
    let server = MemoryServer()
    let laptop: SyncHome
    let desktop: SyncHome

    init() throws {
        laptop = try .laptop()
        desktop = try .desktop()
    }

    @Test func fieldEditsKeepTheLastWriterOfEachField() throws {
        try laptop.add(Drafts.water)
        try server.sync(laptop, desktop)
        let id = try laptop.habit(named: "Water").id

        laptop.clock(noon(day(0), minutes: 10))
        _ = try laptop.store.updateHabit(id: id) { $0.name = "Hydrate" }
        desktop.clock(noon(day(0), minutes: 20))
        _ = try desktop.store.updateHabit(id: id) { $0.dailyTarget = 10 }
        laptop.clock(noon(day(0), minutes: 15))
        _ = try laptop.store.updateHabit(id: id) { $0.dailyTarget = 12 }
        try server.sync(desktop, laptop)

        for home in [laptop, desktop] {
            let habit = try #require(try home.store.habit(id: id))
            #expect(habit.name == "Hydrate")
            #expect(habit.dailyTarget == 10)
        }
    }

    @Test func editsAtTheSameInstantAreWonByTheGreaterMachineID() throws {
        try laptop.add(Drafts.water)
        try server.sync(laptop, desktop)
        let id = try laptop.habit(named: "Water").id
        _ = try laptop.store.updateHabit(id: id) { $0.unit = "cups" }
        _ = try desktop.store.updateHabit(id: id) { $0.unit = "mugs" }
        try server.sync(laptop, desktop)

        for home in [laptop, desktop] {
            #expect(try home.store.habit(id: id)?.unit == "mugs")
        }
    }

    @Test func archivingIsTheLastWriterOfTheHabitsActivity() throws {
        try laptop.add(Drafts.water)
        try server.sync(laptop, desktop)
        let id = try laptop.habit(named: "Water").id
        laptop.clock(noon(day(0), minutes: 30))
        _ = try laptop.store.setActive(id: id, false)
        desktop.clock(noon(day(0), minutes: 20))
        _ = try desktop.store.setActive(id: id, false)
        desktop.clock(noon(day(0), minutes: 25))
        _ = try desktop.store.setActive(id: id, true)
        try server.sync(laptop, desktop)

        for home in [laptop, desktop] {
            #expect(try home.store.habit(id: id)?.isActive == false)
        }
    }

    @Test func removalWinsOverALaterEdit() throws {
        let water = try laptop.add(Drafts.water)
        try server.sync(laptop, desktop)
        try laptop.store.removeHabit(id: water.id)
        desktop.clock(noon(day(0), minutes: 20))
        _ = try desktop.store.updateHabit(id: water.id) { $0.dailyTarget = 10 }
        try desktop.log(water, on: day(0), .add(3))
        try server.sync(desktop, laptop)

        for home in [laptop, desktop] {
            #expect(try home.store.habits().isEmpty)
        }
        #expect(try server.pull(laptop).setAside.isEmpty)
    }

    /// Found by the convergence test (seed 84): undoing, on the machine that removed a habit first, the other
    /// machine's removal pulled after its own brought the habit back there alone.
    @Test func undoingAPulledRemovalLeavesTheHabitRemovedByTheOtherRemoval() throws {
        let water = try laptop.add(Drafts.water)
        try server.sync(laptop, desktop)
        try laptop.store.removeHabit(id: water.id)
        desktop.clock(noon(day(0), minutes: 20))
        try desktop.store.removeHabit(id: water.id)
        try server.sync(laptop, desktop, laptop)
        laptop.clock(noon(day(0), minutes: 40))
        let undo = try laptop.store.undoLastChange()
        try server.sync(laptop, desktop)

        #expect(undo.reversed.first?.machine == desktop.machine)
        for home in [laptop, desktop] {
            #expect(try home.store.habits().isEmpty)
        }
    }

    /// Found by `ProgramConvergenceTests`: a habit added with the name of one its machine knew (removed there, or
    /// renamed) is a habit of its own on every machine, not one another machine joins to that one and hides.
    @Test(arguments: ["removed", "renamed"])
    func aHabitAddedKnowingANamesakeIsNeverJoinedToIt(namesake: String) throws {
        let first = try laptop.add(HabitDraft(name: "Walk", startDate: day(-10)))
        try server.sync(laptop, desktop)
        laptop.clock(noon(day(0), minutes: 10))
        if namesake == "removed" {
            try laptop.store.removeHabit(id: first.id)
        } else {
            _ = try laptop.store.updateHabit(id: first.id) { $0.name = "Stroll" }
        }
        laptop.clock(noon(day(0), minutes: 20))
        let second = try laptop.add(HabitDraft(name: "Walk", startDate: day(-10)))
        try laptop.log(second, on: day(0))
        try server.sync(laptop, desktop, laptop)

        for home in [laptop, desktop] {
            let habits = try home.store.habits()
            #expect(habits.map(\.name).sorted() == (namesake == "removed" ? ["Walk"] : ["Stroll", "Walk"]))
            #expect(try home.logs("Walk", on: day(0)).count == 1)
        }
    }

    /// Found by `ProgramConvergenceTests` (seed 14): the desktop adds a Walk, removes it, and adds another Walk
    /// while the laptop adds one of its own. The laptop joined the desktop's first Walk to its own, which that
    /// removal then removed, and kept the second; the desktop joined the laptop's to its second and kept it. Habits
    /// created with one name where neither machine knew of the other are one habit, the same set on every machine
    /// whatever the order they meet in, and the removal of any of them removes it.
    @Test func habitsCreatedWithOneNameMeetAsTheSameHabitInEveryOrder() throws {
        let tablet = try SyncHome(machine: "0195f7a0-0000-7000-8000-00000000000c")
        try laptop.add(HabitDraft(name: "Walk", startDate: day(-10)))
        desktop.clock(noon(day(0), minutes: 5))
        let first = try desktop.add(HabitDraft(name: "Walk", startDate: day(-10)))
        desktop.clock(noon(day(0), minutes: 10))
        try desktop.store.removeHabit(id: first.id)
        desktop.clock(noon(day(0), minutes: 15))
        let second = try desktop.add(HabitDraft(name: "Walk", startDate: day(-10)))
        try desktop.log(second, on: day(0))
        try server.sync(laptop, desktop, tablet, laptop)

        let ids = try [laptop, desktop, tablet].map { try $0.store.habits().map(\.id) }
        #expect(ids == [[], [], []])
        // A Walk added knowing all three is a habit of its own everywhere.
        laptop.clock(noon(day(0), minutes: 30))
        let third = try laptop.add(HabitDraft(name: "Walk", startDate: day(-10)))
        try server.sync(laptop, desktop, tablet)
        for home in [laptop, desktop, tablet] {
            #expect(try home.store.habits().map(\.id) == [third.id])
        }
    }

    /// The desktop renames the laptop's Walk and adds another, knowing the first; the tablet adds one knowing
    /// neither. The tablet's is one with both, so the two become one on the machines that kept them apart, with
    /// every log of the three.
    @Test func aHabitOneWithTwoStoredHabitsJoinsBoth() throws {
        let tablet = try SyncHome(machine: "0195f7a0-0000-7000-8000-00000000000c")
        let first = try laptop.add(HabitDraft(name: "Walk", startDate: day(-10)))
        try laptop.log(first, on: day(-1))
        try server.sync(laptop, desktop)
        desktop.clock(noon(day(0), minutes: 10))
        _ = try desktop.store.updateHabit(id: first.id) { $0.name = "Stroll" }
        let second = try desktop.add(HabitDraft(name: "Walk", startDate: day(-10)))
        try desktop.log(second, on: day(0))
        try server.sync(desktop, laptop)
        #expect(try laptop.store.habits().count == 2)
        tablet.clock(noon(day(0), minutes: 20))
        let third = try tablet.add(HabitDraft(name: "Walk", startDate: day(-10)))
        try tablet.log(third, on: day(0))
        try tablet.log(third, on: day(-2))
        try server.sync(tablet, laptop, desktop, tablet)

        for home in [laptop, desktop, tablet] {
            #expect(try home.store.habits().map(\.id) == [first.id])
            #expect(try home.store.habits().map(\.name) == ["Stroll"])
            for offset in [-2, -1, 0] { #expect(try home.logs("Stroll", on: day(offset)).count == 1) }
        }
    }

    @Test func twoHabitsCreatedWithOneNameBecomeTheOneCreatedFirst() throws {
        let first = try laptop.add(Drafts.stretch)
        try laptop.log(first, on: day(0))
        desktop.clock(noon(day(0), minutes: 5))
        let second = try desktop.add(HabitDraft(name: "stretch", startDate: day(-10)))
        _ = try desktop.store.updateHabit(id: second.id) { $0.emoji = "🧘" }
        try desktop.log(second, on: day(0))
        try desktop.log(second, on: day(-1))
        try server.push(desktop)
        try server.sync(laptop)
        // Made before the desktop met the laptop's habit, pushed after: it follows the alias.
        try desktop.log(second, on: day(-2))
        try server.sync(desktop, laptop)

        for home in [laptop, desktop] {
            let habits = try home.store.habits()
            #expect(habits.map(\.id) == [first.id])
            // The survivor's own fields, but for the one the other's machine edited.
            #expect(habits.map(\.name) == ["Stretch"])
            #expect(habits.map(\.startDate) == [day(-800)])
            #expect(habits.map(\.emoji) == ["🧘"])
            let days = try home.store.logs(habitID: first.id, from: day(-5), through: day(0)).map(\.day)
            #expect(days == [day(-2), day(-1), day(0)])
        }
    }

    @Test func aFirstSyncOfAYearOfHistoryIntoAServerWithAnotherYearMergesBoth() throws {
        let stretch = try laptop.add(Drafts.stretch)
        let water = try laptop.add(Drafts.water)
        for offset in -365..<0 {
            try laptop.log(stretch, on: day(offset))
            if offset % 3 == 0 { try laptop.log(water, on: day(offset), .add(2)) }
        }
        desktop.clock(noon(day(0), minutes: 1))
        let desktopStretch = try desktop.add(Drafts.stretch)
        for offset in -730 ..< -300 { try desktop.log(desktopStretch, on: day(offset)) }
        try server.sync(desktop, laptop)

        for home in [laptop, desktop] {
            #expect(try home.store.habits().map(\.id) == [stretch.id, water.id])
            let logs = try home.store.logs(habitID: stretch.id, from: day(-800), through: day(0))
            #expect(Set(logs.map(\.day)).count == 730)
            #expect(Set(logs.map(\.day)).count == logs.count)
            #expect(try home.store.logs(habitID: water.id, from: day(-800), through: day(0)).count == 121)
        }
        #expect(try laptop.ledger.status().waiting == 0)
        #expect(try desktop.ledger.status().setAside.isEmpty)
    }
}

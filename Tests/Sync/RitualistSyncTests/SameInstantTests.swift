import Foundation
import RitualistCore
import RitualistStore
import RitualistSync
import Testing

/// Two entries made at the same instant on one machine (one batch, one clock reading) merge in the same order on
/// every machine: by (time, machine id, entry id), never by arrival.
@Suite struct SameInstantTests: TwoHomesSuite {
    let homes: TwoHomes

    init() throws {
        homes = try TwoHomes(sharing: [Drafts.stretch])
    }

    /// A rest day of every habit, then a completion of the day, in one batch: both machines show what the
    /// machine that made them shows.
    @Test(arguments: [false, true]) func aRestDayForAllAndACompletionAtOneInstantMergeAlikeOnBothMachines(
        completedFirst: Bool
    ) throws {
        laptop.clock(noon(day(1)))
        let stretch = try laptop.habit(named: "Stretch")
        let rest = RestDay(habitID: nil, day: day(1))
        if completedFirst {
            // A rest day added after a completion is one the rule refuses; its removal is what undoes it.
            try laptop.log(stretch, on: day(1))
            try laptop.store.addRestDay(rest)
            try laptop.store.removeRestDay(rest)
        } else {
            // What `done` does on a rest day (RestDayRule): the completion ends the rest day in its transaction.
            try laptop.store.addRestDay(rest)
            try laptop.log(stretch, on: day(1))
            try laptop.store.removeRestDay(rest)
        }
        try server.sync(laptop, desktop)

        let made = try HomeSnapshot(laptop, today: day(3))
        #expect(try HomeSnapshot(desktop, today: day(3)) == made)
        #expect(made.calendar == (try HomeSnapshot(desktop, today: day(3))).calendar)
    }

    /// A clock set back between two edits of one field: the later edit, made last, is the one both machines keep.
    @Test func anEditMadeAfterTheClockWentBackStillWinsOnBothMachines() throws {
        let stretch = try laptop.habit(named: "Stretch")
        laptop.clock(noon(day(1), minutes: 30))
        _ = try laptop.store.updateHabit(id: stretch.id) { $0.emoji = "🧘" }
        laptop.clock(noon(day(1), minutes: 10))
        _ = try laptop.store.updateHabit(id: stretch.id) { $0.emoji = "🤸" }
        try server.sync(laptop, desktop)

        for home in [laptop, desktop] { #expect(try home.habit(named: "Stretch").emoji == "🤸") }
    }

    /// An edit made after pulling another machine's edit of the same field wins, even on a clock that is behind.
    @Test func anEditMadeAfterSeeingAnotherMachinesEditWinsThoughItsClockIsBehind() throws {
        desktop.clock(noon(day(1), minutes: 60))
        _ = try desktop.store.updateHabit(id: try desktop.habit(named: "Stretch").id) { $0.emoji = "🧘" }
        try server.sync(desktop, laptop)
        laptop.clock(noon(day(1), minutes: 20))
        _ = try laptop.store.updateHabit(id: try laptop.habit(named: "Stretch").id) { $0.emoji = "🤸" }
        try server.sync(laptop, desktop)

        for home in [laptop, desktop] { #expect(try home.habit(named: "Stretch").emoji == "🤸") }
    }
}

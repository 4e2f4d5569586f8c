import Foundation
import RitualistCore
import RitualistStore
import RitualistSync
import Testing

/// The merge rules of docs/sync.md for logs, each between two homes that change offline, then meet.
@Suite struct MergeRuleLogTests: TwoHomesSuite {
    let homes: TwoHomes

    init() throws {
        homes = try TwoHomes()
    }

    @Test func twoCompletionsOfABinaryDayFromTwoMachinesAreOneDoneDay() throws {
        try laptop.log(try laptop.habit(named: "Stretch"), on: day(1))
        desktop.clock(noon(day(1), minutes: 5))
        try desktop.log(try desktop.habit(named: "Stretch"), on: day(1))
        try server.sync(laptop, desktop)

        for home in [laptop, desktop] {
            #expect(try home.logs("Stretch", on: day(1)).map(\.value) == [1])
        }
    }

    /// Which of two completions of a binary day a machine keeps (the other is merged) is decided by the logs, the
    /// earlier (then the smaller id), not by which arrived first: an export shows the same log everywhere.
    @Test func theCompletionKeptOfABinaryDayIsTheEarlierWhicheverArrivesFirst() throws {
        laptop.clock(noon(day(1)))
        try laptop.log(try laptop.habit(named: "Stretch"), on: day(1))
        desktop.clock(noon(day(1), minutes: 5))
        try desktop.log(try desktop.habit(named: "Stretch"), on: day(1))
        let earlier = try laptop.logs("Stretch", on: day(1)).map(\.id)
        try server.sync(laptop, desktop)

        for home in [laptop, desktop] {
            #expect(try home.logs("Stretch", on: day(1)).map(\.id) == earlier)
        }
        // Undoing the kept one brings the other back, as before.
        _ = try desktop.store.undo(habitID: try desktop.habit(named: "Stretch").id, day: day(1), at: desktop.time)
        try server.sync(laptop, desktop)
        for home in [laptop, desktop] {
            #expect(try home.logs("Stretch", on: day(1)).isEmpty)
        }
    }

    @Test func undoingAMergedCompletionOnEitherMachineLeavesTheDayUndoneOnBoth() throws {
        try laptop.log(try laptop.habit(named: "Stretch"), on: day(1))
        try desktop.log(try desktop.habit(named: "Stretch"), on: day(1))
        try server.sync(laptop, desktop)

        laptop.clock(noon(day(1), minutes: 30))
        _ = try laptop.store.undo(habitID: try laptop.habit(named: "Stretch").id, day: day(1), at: laptop.time)
        try server.sync(laptop, desktop)

        for home in [laptop, desktop] {
            #expect(try home.logs("Stretch", on: day(1)).isEmpty)
        }
    }

    @Test func undoLastOfOneCompletionKeepsTheOtherMachinesCompletion() throws {
        try laptop.log(try laptop.habit(named: "Stretch"), on: day(1))
        try desktop.log(try desktop.habit(named: "Stretch"), on: day(1))
        try server.sync(laptop, desktop)

        // The desktop's last change is the laptop's completion, pulled: undoing it leaves its own.
        _ = try desktop.store.undoLastChange()
        try server.sync(laptop, desktop)

        for home in [laptop, desktop] {
            #expect(try home.logs("Stretch", on: day(1)).map(\.value) == [1])
        }
    }

    @Test func amountsAddedOnTwoMachinesBothCount() throws {
        try laptop.log(try laptop.habit(named: "Water"), on: day(1), .add(3))
        try desktop.log(try desktop.habit(named: "Water"), on: day(1), .add(2))
        try server.sync(laptop, desktop)

        for home in [laptop, desktop] {
            #expect(try home.total("Water", on: day(1)) == 5)
        }
    }

    @Test func aSetWinsOverAmountsItSawAndIsFollowedByThoseItDidNot() throws {
        try laptop.log(try laptop.habit(named: "Water"), on: day(1), .add(3))
        try server.sync(laptop, desktop)
        laptop.clock(noon(day(1), minutes: 10))
        try laptop.log(try laptop.habit(named: "Water"), on: day(1), .set(10))
        desktop.clock(noon(day(1), minutes: 20))
        try desktop.log(try desktop.habit(named: "Water"), on: day(1), .add(2))
        try server.sync(desktop, laptop)

        for home in [laptop, desktop] {
            #expect(try home.total("Water", on: day(1)) == 12)
        }
    }

    @Test func undoLastReversesOnlyTheEntriesTheUndoingMachineHadSeen() throws {
        try laptop.log(try laptop.habit(named: "Water"), on: day(1), .add(3))
        try server.sync(laptop, desktop)
        try desktop.log(try desktop.habit(named: "Water"), on: day(1), .add(2))
        _ = try laptop.store.undoLastChange()
        try server.sync(laptop, desktop)

        for home in [laptop, desktop] {
            #expect(try home.total("Water", on: day(1)) == 2)
        }
    }

    @Test func undoOfAHabitsDayRemovesOnlyTheLogsTheUndoingMachineHadSeen() throws {
        try laptop.log(try laptop.habit(named: "Water"), on: day(1), .add(3))
        try desktop.log(try desktop.habit(named: "Water"), on: day(1), .add(4))
        try server.sync(laptop, desktop)
        try desktop.log(try desktop.habit(named: "Water"), on: day(1), .add(2))
        _ = try laptop.store.undo(habitID: try laptop.habit(named: "Water").id, day: day(1), at: laptop.time)
        try server.sync(laptop, desktop)

        for home in [laptop, desktop] {
            #expect(try home.total("Water", on: day(1)) == 2)
        }
    }

    @Test func aLogKeepsTheDayWhereItWasPressed() throws {
        // 08:00 on Nov 5 in Tokyo is 18:00 on Nov 4 in New York: the log stays on Nov 5.
        laptop.clock(Date(timeIntervalSince1970: Double(day(2).ordinal) * 86_400 - 3_600))
        try laptop.log(try laptop.habit(named: "Stretch"), on: day(2), zone: "Asia/Tokyo")
        try server.sync(laptop, desktop)

        let logs = try desktop.store.logs(
            habitID: try desktop.habit(named: "Stretch").id, from: day(1), through: day(2))
        #expect(logs.map(\.day) == [day(2)])
        #expect(logs.map(\.timeZone) == ["Asia/Tokyo"])
    }

    @Test func restDaysFromTwoMachinesAreTheirUnion() throws {
        let stretch = try laptop.habit(named: "Stretch")
        try laptop.store.addRestDay(RestDay(habitID: stretch.id, day: day(1)))
        try laptop.store.addRestDay(RestDay(habitID: nil, day: day(3)))
        desktop.clock(noon(day(0), minutes: 1))
        try desktop.store.addRestDay(RestDay(habitID: stretch.id, day: day(1)))
        try desktop.store.addRestDay(RestDay(habitID: stretch.id, day: day(2)))
        try server.sync(laptop, desktop)

        let expected = [
            RestDay(habitID: stretch.id, day: day(1)), RestDay(habitID: stretch.id, day: day(2)),
            RestDay(habitID: nil, day: day(3)),
        ]
        for home in [laptop, desktop] {
            #expect(try home.store.restDays() == expected)
        }
    }
}

import Foundation
import RitualistCore
import Testing

@testable import RitualistStore

/// The schedules counted per period and the at-most target are stored as they were given, and a store from
/// before the at-most target reads every numeric target as at least.
@Suite struct HabitStoreScheduleAndTargetTests {
    @Test(arguments: [
        Schedule.timesPerMonth(3), .timesInDays(1, days: 3), .timesInDays(2, days: 5), .timesInDays(1, days: 365),
        .timesPerWeek(2), .daysOfWeek([.monday, .friday]),
    ])
    func everyScheduleSurvivesAReopening(schedule: Schedule) throws {
        let fixture = StoreFixture()
        var draft = Drafts.stretch
        draft.schedule = schedule
        let added = try fixture.open().add(draft)
        let stored = try fixture.rawConnection().read {
            try $0.fetchOne(String.self, sql: "SELECT schedule FROM habit")
        }
        #expect(stored == schedule.description)
        #expect(try fixture.open().habits() == [added])
    }

    @Test(arguments: TargetDirection.allCases)
    func aNumericTargetKeepsItsDirection(direction: TargetDirection) throws {
        let fixture = StoreFixture()
        var draft = Drafts.water
        draft.targetDirection = direction
        let added = try fixture.open().add(draft)
        #expect(added.targetDirection == direction)
        #expect(try fixture.open().habits() == [added])
        let edited = try fixture.open().updateHabit(id: added.id) { $0.targetDirection = .atMost }
        #expect(try fixture.open().habits().map(\.targetDirection) == [.atMost])
        #expect(edited.targetDirection == .atMost)
    }

    @Test func aZeroIsStoredForAnAtMostDayAndMakesItDone() throws {
        let fixture = StoreFixture()
        var draft = Drafts.water
        draft.targetDirection = .atMost
        let store = try fixture.open()
        let water = try store.add(draft)
        let receipt = try store.log(water, .add(0))
        #expect(receipt.isDone)
        #expect(try store.logs(of: water, on: today).map(\.value) == [0])
        #expect(try store.log(water, .add(9)).isDone == false)
    }

    @Test func theFileRefusesAnAtMostBinaryHabit() throws {
        let fixture = StoreFixture()
        let read = try fixture.open().add(Drafts.stretch)
        #expect(throws: SQLiteError.self) {
            try fixture.rawConnection().write {
                try $0.execute(
                    sql: "UPDATE habit SET targetDirection = 'at-most' WHERE id = ?", arguments: [read.id.text])
            }
        }
        #expect(throws: SQLiteError.self) {
            try fixture.rawConnection().write {
                try $0.execute(sql: "UPDATE habit SET targetDirection = 'less' WHERE id = ?", arguments: [read.id.text])
            }
        }
    }

    @Test func aStoreFromBeforeTheDirectionReadsEveryTargetAsAtLeast() throws {
        let fixture = StoreFixture()
        let id = UUID()
        let before = ["v1", "v2", "v3", "v4"]
        try fixture.writeOlderStore(applying: { before.contains(String($0.identifier.prefix { $0 != ":" })) }) { db in
            try db.execute(
                sql: """
                    INSERT INTO habit (id, name, nameKey, kind, unit, dailyTarget, schedule, startDay, displayOrder,
                        createdAt)
                    VALUES (?, 'Water', 'water', 'numeric', 'glasses', 8, '3/week', 20395, 0, 0)
                    """, arguments: [id.text])
        }
        #expect(try fixture.rawConnection().read { try $0.fetchOne(Int.self, sql: "PRAGMA user_version") } == 4)

        let habits = try fixture.open().habits()
        #expect(habits.map(\.targetDirection) == [.atLeast])
        #expect(habits.map(\.schedule) == [.timesPerWeek(3)])
        #expect(habits.map(\.dailyTarget) == [8])
        #expect(
            try fixture.rawConnection().read { try $0.fetchOne(Int.self, sql: "PRAGMA user_version") }
                == SQLiteHabitStore.schemaVersion)
    }
}

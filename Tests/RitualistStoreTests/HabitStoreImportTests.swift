import Foundation
import RitualistCore
import RitualistStore
import Testing

@Suite struct HabitStoreImportTests {
    let fixture = StoreFixture()

    @Test func anImportedHabitKeepsItsIdPlaceArchivedStateAndCreationTime() throws {
        let store = try fixture.open()
        let habit = Habit(
            name: "Read", startDate: nov(3), isActive: false, displayOrder: 7,
            createdAt: Date(timeIntervalSince1970: 1_000.5))
        _ = try store.importHabit(habit)
        #expect(try store.habit(id: habit.id) == habit)
    }

    @Test func anImportedHabitIsCheckedAsAnAddedOneIs() throws {
        let store = try fixture.open()
        _ = try store.add(Drafts.read)
        #expect(throws: HabitValidationError.self) {
            try store.importHabit(Habit(name: "read", startDate: nov(3)))
        }
    }

    @Test func anImportedLogKeepsItsIdTimeAndZoneAndIsAddedOnce() throws {
        let store = try fixture.open()
        let habit = try store.add(Drafts.stretch)
        let log = HabitLog(
            habitID: habit.id, day: nov(5), loggedAt: Date(timeIntervalSince1970: 1_762_300_000.25),
            timeZone: "Asia/Tokyo")
        #expect(try store.importLog(log) == true)
        #expect(try store.importLog(log) == false, "the same id again adds nothing, even for a done binary day")
        #expect(try store.logs(from: nov(5), through: nov(5)) == [log])
    }

    @Test func aLogOfAHabitTheStoreDoesNotHoldIsRefused() throws {
        let store = try fixture.open()
        #expect(throws: StoreError.self) {
            try store.importLog(HabitLog(habitID: UUID(), day: nov(5)))
        }
    }
}

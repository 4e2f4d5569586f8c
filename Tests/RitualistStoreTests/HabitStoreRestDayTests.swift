import Foundation
import RitualistCore
import RitualistStore
import Testing

@Suite struct HabitStoreRestDayTests {
    let fixture = StoreFixture()

    @Test func aNewStoreHasNoRestDays() throws {
        #expect(try fixture.open().restDays() == [])
    }

    @Test(arguments: [false, true])
    func addingARestDayTwiceKeepsOne(forAllHabits: Bool) throws {
        let store = try fixture.open()
        let stretch = try store.add(Drafts.stretch)
        let rest = RestDay(habitID: forAllHabits ? nil : stretch.id, day: nov(5))

        #expect(try store.addRestDay(rest) == true)
        #expect(try store.addRestDay(rest) == false)
        #expect(try store.restDays() == [rest])
    }

    @Test func restDaysOfOneHabitOfAnotherAndOfAllCoexistOnADay() throws {
        let store = try fixture.open()
        let stretch = try store.add(Drafts.stretch)
        let water = try store.add(Drafts.water)
        let rests = [
            RestDay(habitID: nil, day: nov(5)), RestDay(habitID: stretch.id, day: nov(5)),
            RestDay(habitID: water.id, day: nov(5)),
        ]

        for rest in rests { #expect(try store.addRestDay(rest)) }
        #expect(Set(try store.restDays()) == Set(rests))
        #expect(try store.restDays().count == 3)
    }

    @Test func restDaysAreListedOldestFirst() throws {
        let store = try fixture.open()
        let stretch = try store.add(Drafts.stretch)
        let days = [nov(7), nov(3), Day(year: 2024, month: 12, day: 31)!, nov(5)]
        for (index, day) in days.enumerated() {
            try store.addRestDay(RestDay(habitID: index.isMultiple(of: 2) ? stretch.id : nil, day: day))
        }
        #expect(try store.restDays().map(\.day) == days.sorted())
    }

    @Test func removingARestDayRemovesOnlyThatOne() throws {
        let store = try fixture.open()
        let stretch = try store.add(Drafts.stretch)
        let own = RestDay(habitID: stretch.id, day: nov(5))
        let all = RestDay(habitID: nil, day: nov(5))
        try store.addRestDay(own)
        try store.addRestDay(all)

        #expect(try store.removeRestDay(all) == true)
        #expect(try store.restDays() == [own])
        #expect(try store.removeRestDay(all) == false)
        #expect(try store.removeRestDay(RestDay(habitID: stretch.id, day: nov(6))) == false)
        #expect(try store.removeRestDay(own) == true)
        #expect(try store.restDays() == [])
    }

    @Test func aRestDayForAnUnknownHabitIsRejectedByTheDatabase() throws {
        let store = try fixture.open()
        let error = #expect(throws: StoreError.self) {
            try store.addRestDay(RestDay(habitID: UUID(), day: nov(5)))
        }
        #expect(error == .rejected(reason: "FOREIGN KEY constraint failed"))
        #expect(error?.caseName == "storeRejected")
        #expect(try store.restDays() == [])
    }
}

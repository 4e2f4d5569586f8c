import RitualistCore
import RitualistStore
import Testing

@Suite struct HabitStoreSelectionTests {
    let fixture = StoreFixture()

    func select(_ store: SQLiteHabitStore, _ selection: DaySelection?) throws {
        _ = try store.navigate { _ in
            NavigationStep(stored: selection, selected: selection?.day ?? nov(8), changed: true)
        }
    }

    @Test func aNewStoreHasNoSelectionSoItFollowsToday() throws {
        #expect(try fixture.open().selection() == nil)
    }

    @Test(arguments: [nov(6), nov(8), Day(year: 2024, month: 2, day: 29)!, Day(year: 1969, month: 12, day: 31)!])
    func aSelectionKeepsItsDayAndTheDayItWasChosenOn(day: Day) throws {
        let store = try fixture.open()
        let selection = DaySelection(day: day, chosenOn: nov(8))
        try select(store, selection)
        #expect(try store.selection() == selection)
        #expect(try fixture.open().selection() == selection)
    }

    @Test func followingTodayAgainForgetsTheSelection() throws {
        let store = try fixture.open()
        try select(store, DaySelection(day: nov(6), chosenOn: nov(8)))
        try select(store, nil)
        #expect(try store.selection() == nil)
    }

    @Test func navigateSeesTheStoredSelection() throws {
        let store = try fixture.open()
        try select(store, DaySelection(day: nov(6), chosenOn: nov(8)))
        var seen: DaySelection?
        _ = try store.navigate { stored in
            seen = stored
            return DayNavigator(today: nov(8)).previous(stored: stored)
        }
        #expect(seen == DaySelection(day: nov(6), chosenOn: nov(8)))
        #expect(try store.selection() == DaySelection(day: nov(5), chosenOn: nov(8)))
    }
}

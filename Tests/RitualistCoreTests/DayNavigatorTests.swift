import Testing

@testable import RitualistCore

@Suite struct DayNavigatorTests {
    let today = Nov.day(30)
    var navigator: DayNavigator { DayNavigator(today: today) }

    /// A day chosen today.
    func chosen(_ offset: Int) -> DaySelection { DaySelection(day: today.adding(days: offset), chosenOn: today) }

    @Test func conformanceCase9PreviousDayAtTheEarliestDayChangesNothing() {
        let earliest = today.adding(days: -30)
        let step = navigator.previous(stored: chosen(-30))
        #expect(step == NavigationStep(stored: chosen(-30), selected: earliest, changed: false))
        #expect(!navigator.canGoBack(earliest))
    }

    @Test func conformanceCase9NextDayOnTodayChangesNothing() {
        #expect(navigator.next(stored: nil) == NavigationStep(stored: nil, selected: today, changed: false))
        #expect(!navigator.canGoForward(today))
    }

    @Test func conformanceCase9PreviousDayTwiceFromTodayGivesTwoDaysAgoAndTodayReturns() {
        let once = navigator.previous(stored: nil)
        let twice = navigator.previous(stored: once.stored)
        #expect(twice == NavigationStep(stored: chosen(-2), selected: today.adding(days: -2), changed: true))
        #expect(navigator.today(stored: twice.stored) == NavigationStep(stored: nil, selected: today, changed: true))
    }

    @Test func nextDayLandingOnTodayFollowsTheClockAgain() {
        let step = navigator.next(stored: chosen(-1))
        #expect(step == NavigationStep(stored: nil, selected: today, changed: true))
    }

    @Test func todayOnTodayIsANoOp() {
        #expect(navigator.today() == NavigationStep(stored: nil, selected: today, changed: false))
    }

    @Test func aSelectionOnTodayRollsOverAtMidnight() {
        let tomorrow = DayNavigator(today: today.adding(days: 1))
        #expect(tomorrow.selected(stored: navigator.today().stored) == today.adding(days: 1))
    }

    @Test func aNavigatedDayStaysSelectedForTheRestOfTheDayItWasChosenOn() {
        #expect(navigator.selected(stored: chosen(-3)) == today.adding(days: -3))
    }

    @Test(arguments: [1, 2, 29])
    func aNavigatedDayReturnsToTodayAtTheNextMidnight(daysLater: Int) {
        let later = DayNavigator(today: today.adding(days: daysLater))
        #expect(later.selected(stored: chosen(-1)) == later.today)
    }

    @Test func aSelectionChosenOnALaterDayThanTodayAfterTravellingWestIsToday() {
        let west = DayNavigator(today: today.adding(days: -1))
        #expect(west.selected(stored: chosen(-2)) == west.today)
    }

    @Test func previousDayTheMorningAfterStartsFromTheNewToday() {
        let morning = DayNavigator(today: today.adding(days: 1))
        let step = morning.previous(stored: chosen(-5))
        #expect(step.selected == today)
        #expect(step.stored == DaySelection(day: today, chosenOn: today.adding(days: 1)))
    }

    @Test(arguments: [-31, -40, 1, 5])
    func aStoredDayOutsideTheWindowResetsToToday(offset: Int) {
        #expect(navigator.selected(stored: chosen(offset)) == today)
    }

    @Test func theWindowIsConfigurable() {
        let short = DayNavigator(today: today, window: 2)
        #expect(short.previous(stored: chosen(-2)).changed == false)
        #expect(short.canGoBack(today.adding(days: -1)))
    }
}

import Testing

@testable import RitualistCore

@Suite struct DayNavigatorTests {
    let today = Nov.day(30)
    var navigator: DayNavigator { DayNavigator(today: today) }

    @Test func conformanceCase9PreviousDayAtTheEarliestDayChangesNothing() {
        let earliest = today.adding(days: -30)
        let step = navigator.previous(stored: earliest)
        #expect(step == NavigationStep(stored: earliest, selected: earliest, changed: false))
        #expect(!navigator.canGoBack(earliest))
    }

    @Test func conformanceCase9NextDayOnTodayChangesNothing() {
        #expect(navigator.next(stored: nil) == NavigationStep(stored: nil, selected: today, changed: false))
        #expect(!navigator.canGoForward(today))
    }

    @Test func conformanceCase9PreviousDayTwiceFromTodayGivesTwoDaysAgoAndTodayReturns() {
        let once = navigator.previous(stored: nil)
        let twice = navigator.previous(stored: once.stored)
        #expect(
            twice == NavigationStep(stored: today.adding(days: -2), selected: today.adding(days: -2), changed: true))
        #expect(navigator.today(stored: twice.stored) == NavigationStep(stored: nil, selected: today, changed: true))
    }

    @Test func nextDayLandingOnTodayFollowsTheClockAgain() {
        let step = navigator.next(stored: today.adding(days: -1))
        #expect(step == NavigationStep(stored: nil, selected: today, changed: true))
    }

    @Test func todayOnTodayIsANoOp() {
        #expect(navigator.today() == NavigationStep(stored: nil, selected: today, changed: false))
    }

    @Test func aSelectionOnTodayRollsOverAtMidnight() {
        let tomorrow = DayNavigator(today: today.adding(days: 1))
        #expect(tomorrow.selected(stored: navigator.today().stored) == today.adding(days: 1))
    }

    @Test func anExplicitDayStaysSelectedAcrossMidnight() {
        let picked = today.adding(days: -3)
        #expect(DayNavigator(today: today.adding(days: 1)).selected(stored: picked) == picked)
    }

    @Test(arguments: [-31, -40, 1, 5])
    func aStoredDayOutsideTheWindowResetsToToday(offset: Int) {
        #expect(navigator.selected(stored: today.adding(days: offset)) == today)
    }

    @Test func previousDayFromAnExpiredSelectionStartsFromToday() {
        let step = navigator.previous(stored: today.adding(days: -31))
        #expect(step.selected == today.adding(days: -1))
    }

    @Test func theWindowIsConfigurable() {
        let short = DayNavigator(today: today, window: 2)
        #expect(short.previous(stored: today.adding(days: -2)).changed == false)
        #expect(short.canGoBack(today.adding(days: -1)))
    }
}

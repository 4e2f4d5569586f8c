import Testing

@testable import RitualistCore

@Suite struct StreakTests {
    let today = Nov.day(20)  // a Thursday

    func streak(_ habit: Habit, doneOn offsets: [Int], rests: [RestDay] = [], today: Day? = nil) -> HabitStreak {
        let today = today ?? self.today
        let logs = offsets.map { log(habit, today.adding(days: $0)) }
        return History(habits: [habit], logs: logs, restDays: rests, today: today).streak(for: habit.id)!
    }

    @Test func conformanceCase5DoneTheTwoDaysBeforeTodayIsTwoAtRisk() {
        let result = streak(habit(start: Nov.day(1)), doneOn: [-1, -2])
        #expect(
            result
                == HabitStreak(
                    current: 2, longest: 2, start: today.adding(days: -2), atRisk: true,
                    longestStart: today.adding(days: -2)))
    }

    @Test func conformanceCase6TheLongestRunOfTwoIsFive() {
        let result = streak(habit(start: Nov.day(1)), doneOn: [-10, -9, -8, -7, -6, -3, -2, -1])
        #expect(result.longest == 5)
        #expect(result.current == 3)
    }

    @Test func conformanceCase7MondayWednesdayFridayForTwoFullWeeksIsSix() {
        let read = habit(schedule: .daysOfWeek([.monday, .wednesday, .friday]), start: Nov.day(3))
        let sunday = Nov.day(16)
        let result = streak(read, doneOn: [3, 5, 7, 10, 12, 14].map { sunday.days(to: Nov.day($0)) }, today: sunday)
        #expect(result.longest == 6)
        #expect(result.current == 6)
        #expect(!result.atRisk)
    }

    @Test func conformanceCase7AMissedMondayLeavesTwoAsOfFriday() {
        let read = habit(schedule: .daysOfWeek([.monday, .wednesday, .friday]), start: Nov.day(3))
        let friday = Nov.day(7)
        let result = streak(read, doneOn: [-2, 0], today: friday)
        #expect(result.current == 2)
        #expect(result.start == Nov.day(5))
        #expect(!result.atRisk)
    }

    @Test func todayDoneCountsAndIsNotAtRisk() {
        let result = streak(habit(start: Nov.day(1)), doneOn: [0, -1])
        #expect(
            result
                == HabitStreak(
                    current: 2, longest: 2, start: today.adding(days: -1), atRisk: false,
                    longestStart: today.adding(days: -1)))
    }

    @Test func nothingToLoseIsNotAtRisk() {
        #expect(
            streak(habit(start: Nov.day(1)), doneOn: [-2])
                == HabitStreak(current: 0, longest: 1, start: nil, atRisk: false, longestStart: today.adding(days: -2)))
    }

    @Test func theWalkNeverGoesBeforeTheStartDate() {
        let result = streak(habit(start: today.adding(days: -2)), doneOn: [-5, -4, -3, -2, -1, 0])
        #expect(result.current == 3)
        #expect(result.longest == 3)
        #expect(result.start == today.adding(days: -2))
    }

    @Test func streakSurvivesUnscheduledAndRestDays() {
        let read = habit(schedule: .daysOfWeek([.monday, .tuesday, .wednesday, .thursday]), start: Nov.day(1))
        // Thu 20 done, Wed 19 rest, Tue 18 done, Fri–Sun unscheduled, Thu 13 done, Wed 12 missed.
        let result = streak(read, doneOn: [0, -2, -3, -7], rests: [RestDay(habitID: read.id, day: Nov.day(19))])
        #expect(result.current == 4)
        #expect(result.start == Nov.day(13))
        let allRest = streak(read, doneOn: [0, -2, -3, -7], rests: [RestDay(day: Nov.day(19))])
        #expect(allRest.current == 4)
    }

    @Test func aLogOnAnUnscheduledDayNeitherAddsNorBreaks() {
        let read = habit(schedule: .daysOfWeek([.wednesday, .thursday]), start: Nov.day(1))
        #expect(streak(read, doneOn: [0, -1, -3]).current == 2)
    }

    @Test func aStartAfterTodayHasNoStreak() {
        let result = streak(habit(start: today.adding(days: 3)), doneOn: [0])
        #expect(result == HabitStreak(current: 0, longest: 0, start: nil, atRisk: false))
    }

    @Test func numericDaysShortOfTheTargetBreakTheStreak() {
        let water = habit("Water", kind: .numeric, target: 8, start: Nov.day(1))
        let logs = [
            log(water, Nov.day(20), 8), log(water, Nov.day(19), 4), log(water, Nov.day(19), 4),
            log(water, Nov.day(18), 7),
        ]
        #expect(History(habits: [water], logs: logs, today: today).streak(for: water.id)?.current == 2)
    }

    @Test func anEndedHabitKeepsTheStreakItEndedWith() {
        let read = habit(start: Nov.day(1), end: Nov.day(10))
        let result = streak(read, doneOn: (10...19).map { -$0 })
        #expect(result.current == 10)
        #expect(!result.atRisk)
    }
}

@Suite struct WeeklyStreakTests {
    // Weeks (Monday start): Nov 3–9, Nov 10–16, Nov 17–23; today Thursday Nov 20.
    let today = Nov.day(20)

    func streak(_ target: Int, doneOn days: [Int], start: Int = 3, rests: [RestDay] = []) -> HabitStreak {
        let gym = habit("Gym", schedule: .timesPerWeek(target), start: Nov.day(start))
        let logs = days.map { log(gym, Nov.day($0)) }
        return History(
            habits: [gym], logs: logs, restDays: rests.map { RestDay(habitID: gym.id, day: $0.day) }, today: today
        )
        .streak(for: gym.id)!
    }

    @Test func aCurrentWeekInProgressDoesNotBreakTheStreak() {
        let result = streak(2, doneOn: [3, 5, 10, 11, 17])
        #expect(
            result
                == HabitStreak(
                    current: 2, longest: 2, start: Nov.day(3), atRisk: true, unit: .weeks, longestStart: Nov.day(3)))
    }

    @Test func theCurrentWeekCountsOnceItMeetsTheTarget() {
        let result = streak(2, doneOn: [3, 5, 10, 11, 17, 19])
        #expect(
            result
                == HabitStreak(
                    current: 3, longest: 3, start: Nov.day(3), atRisk: false, unit: .weeks, longestStart: Nov.day(3)))
    }

    @Test func theSameDayLoggedTwiceCountsOnce() {
        let gym = habit("Gym", schedule: .timesPerWeek(2), start: Nov.day(3))
        let logs = [log(gym, Nov.day(10)), log(gym, Nov.day(10)), log(gym, Nov.day(17)), log(gym, Nov.day(18))]
        #expect(History(habits: [gym], logs: logs, today: today).streak(for: gym.id)?.current == 1)
    }

    @Test func anEmptyWeekBreaksTheStreak() {
        let result = streak(1, doneOn: [3, 17])
        #expect(result.current == 1)
        #expect(result.longest == 1)
        #expect(result.start == Nov.day(17))
    }

    @Test func aShortWeekBreaksTheStreak() {
        #expect(streak(3, doneOn: [3, 4, 5, 10, 11, 17, 18, 19]).current == 1)
    }

    @Test func aFirstPartialWeekNeedsOnlyTheDaysItHas() {
        // Starting on Saturday Nov 8 leaves two days in the first week.
        #expect(streak(3, doneOn: [8, 9, 10, 11, 12, 17, 18, 19], start: 8).current == 3)
    }

    @Test func restDaysLowerTheWeeksTarget() {
        let rests = (10...15).map { RestDay(day: Nov.day($0)) }
        #expect(streak(2, doneOn: [3, 4, 16, 17, 18], rests: rests).current == 3)
    }
}

@Suite struct StreakThresholdTests {
    @Test(arguments: [
        ("any", StreakThreshold.any), ("half", .half), ("ALL", .all), ("1", .percent(1)), ("100", .percent(100)),
        ("80%", .percent(80)),
    ])
    func readsEveryAcceptedForm(text: String, threshold: StreakThreshold) throws {
        #expect(try StreakThreshold(parsing: text) == threshold)
        #expect(try StreakThreshold(parsing: threshold.description) == threshold)
    }

    @Test(arguments: ["0", "101", "most", "", "-5"])
    func rejectsOthersWithAWholeMessage(text: String) {
        #expect(throws: StreakThresholdError.invalid(text)) { try StreakThreshold(parsing: text) }
        #expect(
            StreakThresholdError.invalid(text).message
                == "Streak threshold must be 'any', 'half', 'all', or a percentage from 1 to 100; got '\(text)'.")
    }

    @Test(arguments: [
        (StreakThreshold.any, 1, 200, true), (.any, 0, 3, false), (.half, 2, 4, true), (.half, 2, 5, false),
        (.all, 5, 5, true), (.all, 4, 5, false), (.percent(67), 2, 3, false), (.percent(66), 2, 3, true),
        (.any, 0, 0, false),
    ])
    func comparesTheExactShare(threshold: StreakThreshold, done: Int, scheduled: Int, met: Bool) {
        #expect(threshold.isMet(done: done, scheduled: scheduled) == met)
    }
}

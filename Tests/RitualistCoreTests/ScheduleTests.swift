import Testing

@testable import RitualistCore

@Suite struct ScheduleTests {
    @Test(arguments: [
        ("daily", Schedule.daily), ("Daily", .daily), ("mon,wed,fri", .daysOfWeek([.monday, .wednesday, .friday])),
        ("Friday, monday ,WED", .daysOfWeek([.monday, .wednesday, .friday])),
        ("weekdays", .daysOfWeek([.monday, .tuesday, .wednesday, .thursday, .friday])),
        ("weekends", .daysOfWeek([.saturday, .sunday])), ("3/week", .timesPerWeek(3)), ("7/week", .timesPerWeek(7)),
        ("3 per week", .timesPerWeek(3)), ("3 times a week", .timesPerWeek(3)), ("3/month", .timesPerMonth(3)),
        ("3 per month", .timesPerMonth(3)), ("3 times per month", .timesPerMonth(3)), ("1 a month", .timesPerMonth(1)),
        ("31 / month", .timesPerMonth(31)), ("every 3 days", .timesInDays(1, days: 3)),
        ("Every 14 Days", .timesInDays(1, days: 14)), ("every 1 day", .daily),
        ("every  2   days", .timesInDays(1, days: 2)),
        ("2 in 5 days", .timesInDays(2, days: 5)), ("2 times in 5 days", .timesInDays(2, days: 5)),
        ("1 in 7 days", .timesInDays(1, days: 7)), ("1 time in 3 days", .timesInDays(1, days: 3)),
        ("364 in 365 days", .timesInDays(364, days: 365)),
    ])
    func parsesEveryAcceptedForm(text: String, schedule: Schedule) throws {
        #expect(try Schedule(parsing: text) == schedule)
    }

    @Test(arguments: [
        ("mon,fry", "Unknown weekday 'fry' in schedule 'mon,fry'. Did you mean 'fri'?"),
        ("tuseday,thu", "Unknown weekday 'tuseday' in schedule 'tuseday,thu'. Did you mean 'tue'?"),
        ("mon,xyz", "Unknown weekday 'xyz' in schedule 'mon,xyz'."),
        (",", "A schedule needs at least one weekday."),
        ("0/week", "Times per week must be 1 to 7; got 0."),
        ("8/week", "Times per week must be 1 to 7; got 8."),
        ("0/month", "Times per month must be 1 to 31; got 0."),
        ("32 per month", "Times per month must be 1 to 31; got 32."),
        ("every 0 days", "The days of a schedule must be 2 to 365; got 0."),
        ("every 366 days", "The days of a schedule must be 2 to 365; got 366."),
        ("1 in 1 days", "The days of a schedule must be 2 to 365; got 1."),
        ("0 in 5 days", "Times in 5 days must be 1 to 4; got 0."),
        ("5 in 5 days", "Times in 5 days must be 1 to 4; got 5."),
        ("6 in 5 days", "Times in 5 days must be 1 to 4; got 6."),
        ("hourly", unknown("hourly")), ("x/week", unknown("x/week")), ("3/year", unknown("3/year")),
        ("every day or so", unknown("every day or so")), ("every x days", unknown("every x days")),
        ("every 3 weeks", unknown("every 3 weeks")), ("2 in five days", unknown("2 in five days")),
        ("2.5/week", unknown("2.5/week")), ("3 per", unknown("3 per")), ("2 in 5", unknown("2 in 5")),
        ("every 3", unknown("every 3")), ("1e3 in 5 days", unknown("1e3 in 5 days")),
    ])
    func rejectsBadSchedulesWithAWholeMessage(text: String, message: String) {
        #expect {
            try Schedule(parsing: text)
        } throws: { error in
            (error as? ScheduleParseError)?.message == message
        }
    }

    @Test(arguments: [
        (Schedule.daily, "daily"), (.daysOfWeek([.friday, .monday, .wednesday]), "mon,wed,fri"),
        (.daysOfWeek([.sunday, .monday]), "mon,sun"), (.timesPerWeek(3), "3/week"), (.timesPerMonth(4), "4/month"),
        (.timesInDays(1, days: 3), "every 3 days"), (.timesInDays(2, days: 5), "2 in 5 days"),
        (.timesInDays(1, days: 365), "every 365 days"),
    ])
    func describesItselfCanonicallyAndRoundTrips(schedule: Schedule, text: String) throws {
        #expect(schedule.description == text)
        #expect(try Schedule(parsing: text) == schedule)
    }

    @Test func conformanceCase2MondayWednesdayFridayIsScheduledOnlyOnThoseDays() {
        let read = habit(schedule: .daysOfWeek([.monday, .wednesday, .friday]), start: Nov.day(1))
        #expect([3, 5, 7].allSatisfy { read.isScheduled(on: Nov.day($0)) })
        #expect(![4, 8].contains { read.isScheduled(on: Nov.day($0)) })
    }

    @Test(arguments: [Schedule.timesPerWeek(2), .timesPerMonth(3), .timesInDays(1, days: 3), .timesInDays(2, days: 5)])
    func schedulesCountedPerPeriodAllowEveryDay(schedule: Schedule) {
        #expect(Weekday.allCases.allSatisfy(schedule.allows))
    }

    @Test(arguments: [
        // (period, habit start, day, first day of the day's period, first day of the next)
        (SchedulePeriod.week, "2025-11-05", "2025-11-09", "2025-11-03", "2025-11-10"),
        (.month, "2025-11-05", "2025-11-05", "2025-11-01", "2025-12-01"),
        (.month, "2025-01-31", "2024-02-29", "2024-02-01", "2024-03-01"),
        (.days(3), "2025-11-05", "2025-11-05", "2025-11-05", "2025-11-08"),
        (.days(3), "2025-11-05", "2025-11-07", "2025-11-05", "2025-11-08"),
        (.days(3), "2025-11-05", "2025-11-08", "2025-11-08", "2025-11-11"),
        (.days(3), "2025-11-05", "2025-11-04", "2025-11-02", "2025-11-05"),
    ])
    func periodsFollowTheCalendarOrRunFromTheStartDate(
        period: SchedulePeriod, start: String, on: String, first: String, next: String
    ) {
        let periodStart = period.start(of: day(on), habitStart: day(start), firstWeekday: .monday)
        #expect(periodStart == day(first))
        #expect(period.next(after: periodStart) == day(next))
    }

    @Test func aHabitIsScheduledOnlyWithinItsStartAndEndDates() {
        let read = habit(start: Nov.day(3), end: Nov.day(5))
        #expect(!read.isScheduled(on: Nov.day(2)))
        #expect(read.isScheduled(on: Nov.day(3)))
        #expect(read.isScheduled(on: Nov.day(5)))
        #expect(!read.isScheduled(on: Nov.day(6)))
    }

    /// Every schedule's canonical text, as the store keeps it, is read by the quick way to the same schedule.
    @Test func theCanonicalFormIsReadQuicklyToTheSameSchedule() throws {
        var schedules: [Schedule] = [.daily, .timesPerWeek(1), .timesPerWeek(7), .timesPerMonth(3), .timesPerMonth(31)]
        schedules += [.timesInDays(1, days: 3), .timesInDays(2, days: 5), .timesInDays(7, days: 10)]
        for bits in 1..<128 {
            schedules.append(.daysOfWeek(WeekdaySet(Weekday.allCases.filter { bits & (1 << ($0.rawValue - 1)) != 0 })))
        }
        for schedule in schedules {
            #expect(Schedule.canonical(schedule.description) == schedule, "\(schedule)")
            #expect(try Schedule(parsing: schedule.description) == schedule)
        }
    }

    /// Text in any other form is left to the reading word by word: the quick way reads none of it differently.
    @Test(arguments: [
        "Daily", " daily", "daily ", "wed,mon", "mon, wed", "Mon,Wed", "mon,,wed", "mon,mon", "monday", "03/week",
        "3/Week", "3 /week", "3/weeks", "0/week", "every 1 days", "every 01 days", "every 3 day", "2 in 5 day",
        "2  in 5 days", "-2 in 5 days", "+3/week", "3/", "/week", "", "3/week/month", "9999999999/week",
    ])
    func otherFormsAreNotReadQuickly(text: String) {
        if let quick = Schedule.canonical(text) {
            #expect(quick == (try? Schedule(parsing: text)), "\(text)")
        }
        #expect(Schedule.canonical(text) == nil || ["every 1 days"].contains(text), "\(text)")
    }
}

private func unknown(_ text: String) -> String {
    "Unknown schedule '\(text)'; expected 'daily', 'weekdays', 'weekends', weekdays such as 'mon,wed,fri', "
        + "or a count such as '3/week', '3/month', 'every 3 days' or '2 in 5 days'."

}

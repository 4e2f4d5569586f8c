import Testing

@testable import RitualistCore

@Suite struct ScheduleTests {
    @Test(arguments: [
        ("daily", Schedule.daily), ("Daily", .daily), ("mon,wed,fri", .daysOfWeek([.monday, .wednesday, .friday])),
        ("Friday, monday ,WED", .daysOfWeek([.monday, .wednesday, .friday])),
        ("weekdays", .daysOfWeek([.monday, .tuesday, .wednesday, .thursday, .friday])),
        ("weekends", .daysOfWeek([.saturday, .sunday])), ("3/week", .timesPerWeek(3)), ("7/week", .timesPerWeek(7)),
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
        (
            "hourly",
            "Unknown schedule 'hourly'; expected 'daily', 'weekdays', 'weekends', weekdays such as "
                + "'mon,wed,fri', or a weekly count such as '3/week'."
        ),
        (
            "x/week",
            "Unknown schedule 'x/week'; expected 'daily', 'weekdays', 'weekends', weekdays such as "
                + "'mon,wed,fri', or a weekly count such as '3/week'."
        ),
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
        (.daysOfWeek([.sunday, .monday]), "mon,sun"), (.timesPerWeek(3), "3/week"),
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

    @Test func timesPerWeekAllowsEveryDay() {
        #expect(Weekday.allCases.allSatisfy(Schedule.timesPerWeek(2).allows))
    }

    @Test func aHabitIsScheduledOnlyWithinItsStartAndEndDates() {
        let read = habit(start: Nov.day(3), end: Nov.day(5))
        #expect(!read.isScheduled(on: Nov.day(2)))
        #expect(read.isScheduled(on: Nov.day(3)))
        #expect(read.isScheduled(on: Nov.day(5)))
        #expect(!read.isScheduled(on: Nov.day(6)))
    }
}

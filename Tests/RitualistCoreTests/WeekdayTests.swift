import Testing

@testable import RitualistCore

@Suite struct WeekdayTests {
    @Test(arguments: [
        ("mon", Weekday.monday), ("Monday", .monday), ("MON", .monday), ("tues", .tuesday), ("wed", .wednesday),
        ("Thursday", .thursday), ("thurs", .thursday), ("fri", .friday), ("sat", .saturday), ("SUNDAY", .sunday),
    ])
    func readsShortAndFullNamesInAnyCase(text: String, weekday: Weekday) {
        #expect(Weekday(shortName: text) == weekday)
    }

    @Test func readsEachWeekdaysShortAndFullNameInBothCases() {
        for weekday in Weekday.allCases {
            for text in [weekday.shortName, weekday.name, weekday.name.lowercased(), weekday.name.uppercased()] {
                #expect(Weekday(shortName: text) == weekday, "\(text)")
            }
        }
        for (alias, weekday) in [("tues", Weekday.tuesday), ("weds", .wednesday), ("thur", .thursday)] {
            #expect(Weekday(shortName: alias) == weekday)
        }
    }

    @Test(arguments: ["mo", "fry", "", "weekday", "1", " mon", "monday ", "mondays", "tuesd"])
    func rejectsAnythingElse(text: String) {
        #expect(Weekday(shortName: text) == nil)
    }

    @Test func namesAreEnglishAndMondayFirst() {
        #expect(Weekday.allCases.map(\.shortName) == ["mon", "tue", "wed", "thu", "fri", "sat", "sun"])
        #expect(Weekday.wednesday.name == "Wednesday")
        #expect(Weekday.friday.plural == "Fridays")
        #expect(Weekday.monday < .sunday)
        #expect(Weekday.sunday.advanced(by: 1) == .monday)
    }
}

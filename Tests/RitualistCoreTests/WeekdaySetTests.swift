import RitualistCore
import Testing

@Suite struct WeekdaySetTests {
    @Test func itReadsLikeASetOfWeekdaysIteratedMondayFirst() {
        var days: WeekdaySet = [.sunday, .wednesday, .monday]
        #expect(Array(days) == [.monday, .wednesday, .sunday])
        #expect(days.count == 3)
        #expect(days.contains(.wednesday))
        #expect(!days.contains(.tuesday))
        let first = days.insert(.tuesday)
        let second = days.insert(.tuesday)
        #expect(first)
        #expect(!second)
        #expect(days == [.tuesday, .monday, .sunday, .wednesday])
        #expect(days.union([.friday, .monday]).count == 5)
        #expect(WeekdaySet().isEmpty)
        #expect(!days.isEmpty)
        #expect(WeekdaySet(Weekday.allCases).count == 7)
        #expect(Set([WeekdaySet([.monday, .friday]), [.friday, .monday]]).count == 1)
    }
}

import IntentKit
import RitualistCore

extension Day {
    /// The same calendar day as IntentKit's date type.
    package var calendarDate: CalendarDate { CalendarDate(daysSinceEpoch: ordinal) }

    package init(_ date: CalendarDate) {
        self.init(ordinal: date.daysSinceEpoch)
    }
}

extension LocalMoment {
    /// Today on this moment's wall clock.
    package var day: Day { Day(date) }
}

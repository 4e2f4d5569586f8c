import Foundation
import IntentKit
import RitualistCore
import RitualistStore

extension Day {
    /// The same calendar day as IntentKit's date type.
    public var calendarDate: CalendarDate { CalendarDate(daysSinceEpoch: ordinal) }

    public init(_ date: CalendarDate) {
        self.init(ordinal: date.daysSinceEpoch)
    }
}

extension LocalMoment {
    /// Today on this moment's wall clock.
    public var day: Day { Day(date) }
}

extension ActionContext {
    /// The `date` parameter as a day, or the widget's selected day when the intent does not declare one.
    func day(store: HabitStore) throws -> Day {
        guard parameters["date"] != nil else { return try WidgetQuery.selectedDay(store: store, today: now.day) }
        return Day(try parameters.date("date"))
    }
}

/// A day the user navigated to, and the day they did it on.
///
/// A selection lasts for the rest of the local calendar day on which it was chosen: at the next midnight
/// the widget returns to today and follows the clock again, so a hotkey pressed days later never logs on a
/// day nobody is looking at.
public struct DaySelection: Sendable, Equatable {
    /// The day selected.
    public let day: Day
    /// Today, when the selection was made.
    public let chosenOn: Day

    /// The selection of `day`, made on `chosenOn`.
    public init(day: Day, chosenOn: Day) {
        self.day = day
        self.chosenOn = chosenOn
    }
}

/// Why a pinned clock's text could not be read, or a moment cannot be shown on the wall clock.
package enum WallClockError: Error, Equatable, CustomStringConvertible {
    case invalid(String)
    /// The moment's date, or its date in the process's zone, is outside 1900-01-01 to 9999-12-31.
    case outOfRange(String)

    /// The message for a person, with the text in single quotes and the form expected.
    package var description: String {
        switch self {
        case .invalid(let text):
            return "Invalid time '\(text)': expected YYYY-MM-DDTHH:MM[:SS] with an optional offset (Z, +01:00)."
        case .outOfRange(let text):
            return "Invalid time '\(text)': dates \(CalendarDate.supportedRange) are supported."
        }
    }
}

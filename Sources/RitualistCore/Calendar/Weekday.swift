/// A day of the week, numbered as in ISO 8601: 1 = Monday … 7 = Sunday.
public enum Weekday: Int, CaseIterable, Sendable, Comparable, Codable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

    /// Whether `lhs` comes before `rhs` in the ISO week, Monday first.
    public static func < (lhs: Weekday, rhs: Weekday) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The full English name, such as `Monday`.
    public var name: String {
        switch self {
        case .monday: "Monday"
        case .tuesday: "Tuesday"
        case .wednesday: "Wednesday"
        case .thursday: "Thursday"
        case .friday: "Friday"
        case .saturday: "Saturday"
        case .sunday: "Sunday"
        }
    }

    /// The lowercase three-letter name used on the command line, such as `mon`.
    public var shortName: String {
        switch self {
        case .monday: "mon"
        case .tuesday: "tue"
        case .wednesday: "wed"
        case .thursday: "thu"
        case .friday: "fri"
        case .saturday: "sat"
        case .sunday: "sun"
        }
    }

    /// The plural, such as `Mondays`.
    package var plural: String { name + "s" }

    /// The weekday `days` days after this one, wrapping around the week.
    public func advanced(by days: Int) -> Weekday {
        // Not `allCases[…]`, which builds the array of seven at every call.
        Weekday(rawValue: Day.floorModulo(rawValue - 1 + days, 7) + 1) ?? self
    }
}

/// How far back `ritual stats` looks: the last 7, 30 or 365 days (today included), or the whole history.
public enum StatsPeriod: String, CaseIterable, Sendable {
    /// The last 7 days.
    case week = "7"
    /// The last 30 days, the default.
    case month = "30"
    /// The last 365 days.
    case year = "365"
    /// Every day from the first habit's start.
    case all

    /// The number of days, nil for the whole history.
    public var days: Int? {
        switch self {
        case .week: 7
        case .month: 30
        case .year: 365
        case .all: nil
        }
    }
}

/// Why a rest day was refused.
public enum RestDayError: Error, Equatable, Sendable {
    /// The habits named are done on `day`, and a completion wins over a rest day (see `RestDayRule`).
    case completedDay(names: [String], day: Day, allHabits: Bool)

    /// The stable case name for journals and JSON outcomes.
    public var caseName: String { "restDayOnCompletedDay" }

    /// The message, saying what to type instead.
    public var message: String {
        switch self {
        case .completedDay(let names, let day, let allHabits):
            let quoted = names.map { "'\($0)'" }
            let done = quoted.count == 1 ? quoted[0] + " is" : quoted.joined(separator: ", ") + " are"
            if allHabits {
                return "Cannot rest every habit on \(day.iso): \(done) done that day, and a completion wins over a "
                    + "rest day. Rest the others one by one ('ritual skip HABIT --date \(day.iso)')."
            }
            return "Cannot rest \(quoted[0]) on \(day.iso): it is done that day, and a completion wins over a rest "
                + "day. To rest it, undo it first ('ritual undo HABIT --date \(day.iso)')."
        }
    }
}

extension RestDayError: CustomStringConvertible {
    /// The same as `message`.
    public var description: String { message }
}

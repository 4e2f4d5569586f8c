import Primitives

/// How much of a day must be done for it to count toward the overall streak.
public enum StreakThreshold: Equatable, Sendable, CustomStringConvertible {
    /// At least one habit done (the default).
    case any
    /// At least half of the day's habits done.
    case half
    /// Every habit of the day done.
    case all
    /// At least this percentage (1–100) of the day's habits done.
    case percent(Int)

    /// Reads `any`, `half`, `all`, or a percentage `1`…`100` (a trailing `%` is allowed).
    public init(parsing text: String) throws(StreakThresholdError) {
        let word = text.trimmed.lowercased()
        switch word {
        case "any": self = .any
        case "half": self = .half
        case "all": self = .all
        default:
            let digits = word.hasSuffix("%") ? String(word.dropLast()) : word
            guard let value = Int(digits), (1...100).contains(value) else { throw .invalid(text) }
            self = .percent(value)
        }
    }

    /// The form `init(parsing:)` reads back: `any`, `half`, `all` or a percentage such as `80%`.
    public var description: String {
        switch self {
        case .any: "any"
        case .half: "half"
        case .all: "all"
        case .percent(let percent): "\(percent)%"
        }
    }

    /// Whether `done` of `scheduled` habits meets the threshold; compared exactly, so 1 of 200
    /// done meets `any` although it rounds down to 0 %.
    public func isMet(done: Int, scheduled: Int) -> Bool {
        guard scheduled > 0 else { return false }
        switch self {
        case .any: return done >= 1
        case .half: return done * 2 >= scheduled
        case .all: return done >= scheduled
        case .percent(let percent): return done * 100 >= percent * scheduled
        }
    }
}

/// A streak threshold that could not be read.
public enum StreakThresholdError: Error, Equatable, Sendable {
    case invalid(String)

    /// What went wrong, in a sentence for a person.
    public var message: String {
        switch self {
        case .invalid(let text):
            "Streak threshold must be 'any', 'half', 'all', or a percentage from 1 to 100; got '\(text)'."
        }
    }
}

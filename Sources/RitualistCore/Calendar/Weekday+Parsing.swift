extension Weekday {
    /// Reads a weekday written as its short or full name, in any case: `mon`, `Monday`, `TUES`.
    package init?(shortName text: String) {
        // Each stored schedule is read through here at every start: literals, not names built per call.
        switch text.lowercased() {
        case "mon", "monday": self = .monday
        case "tue", "tues", "tuesday": self = .tuesday
        case "wed", "weds", "wednesday": self = .wednesday
        case "thu", "thur", "thurs", "thursday": self = .thursday
        case "fri", "friday": self = .friday
        case "sat", "saturday": self = .saturday
        case "sun", "sunday": self = .sunday
        default: return nil
        }
    }

    /// The short name closest to a misspelt weekday, when one is close enough to suggest.
    static func suggestion(for text: String) -> Weekday? {
        let word = text.lowercased()
        var best: (weekday: Weekday, distance: Int)?
        for weekday in Weekday.allCases {
            let distance = min(
                editDistance(word, weekday.shortName), editDistance(word, weekday.name.lowercased()))
            if distance <= 2, distance < (best?.distance ?? Int.max) {
                best = (weekday, distance)
            }
        }
        return best?.weekday
    }
}

/// Levenshtein distance over characters, for "Did you mean …?" suggestions.
func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs), b = Array(rhs)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
            current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}

import Primitives
import RitualistCore

/// harsh's `habits` file: `Name: frequency[: end date]` lines under `! Heading` lines, `#` comments.
struct HarshHabitsFile {
    /// One habit line.
    struct Habit {
        var name: String
        /// How many times in how many days; a target of 0 means tracking only.
        var target: Int
        var interval: Int
        var endDate: Day?
        var heading: String?
    }

    private(set) var habits: [Habit] = []

    /// The habits in `text`; throws with the line number of a line harsh would not read.
    init(_ text: String, file: String) throws(TransferError) {
        var heading: String?
        for (index, line) in HarshHabitsFile.lines(text).enumerated() {
            if line.trimmed.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("!") {
                if let range = line.range(of: "! ") { heading = String(line[range.upperBound...]).trimmed }
                continue
            }
            let fields = line.split(separator: ": ", omittingEmptySubsequences: false)
            func fail(_ message: String) -> TransferError { TransferError(file: file, line: index + 1, message) }
            guard (2...3).contains(fields.count) else {
                throw fail("the line '\(line)' is not 'Name: frequency' or 'Name: frequency: YYYY-MM-DD'")
            }
            let frequency = fields[1].trimmed
            guard let (target, interval) = Self.frequency(frequency) else {
                throw fail(
                    "the frequency '\(frequency)' is not one harsh reads (expected N or N/M, days or weeks: 1, 3/7, 1w, 0)"
                )
            }
            var endDate: Day?
            if fields.count == 3 {
                let text = fields[2].trimmed
                guard let day = Day(iso: text) else {
                    throw fail("the end date '\(text)' is not a day (expected YYYY-MM-DD)")
                }
                endDate = day
            }
            habits.append(
                .init(name: fields[0].trimmed, target: target, interval: interval, endDate: endDate, heading: heading))
        }
    }

    /// The lines of `text`, ended by `\n` or `\r\n` (one character in Swift, so splitting on `\n` alone misses it).
    static func lines(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    }

    /// `A` or `A/B`, each a number of days with an optional `w` for weeks: `7` is 1 in 7 days, `3/7` 3 in 7, `2/1w`
    /// 2 in 7, `0` tracking only (0 in 1). Nil for what harsh refuses: an interval of 0, a target above it.
    static func frequency(_ text: String) -> (target: Int, interval: Int)? {
        let sides = text.split(separator: "/", omittingEmptySubsequences: false)
        guard let first = sides.first.flatMap(days) else { return nil }
        switch sides.count {
        case 1: return first == 0 ? (0, 1) : (1, first)
        case 2:
            guard let interval = days(sides[1]), interval > 0, first <= interval else { return nil }
            return (first, interval)
        default: return nil
        }
    }

    private static func days(_ text: Substring) -> Int? {
        let weeks = text.hasSuffix("w")
        let digits = weeks ? text.dropLast() : text
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let number = Int(digits), number < 100_000 else {
            return nil
        }
        return weeks ? number * 7 : number
    }
}

import Primitives
import RitualistCore

/// harsh's `log` file: `YYYY-MM-DD : Habit : y|n|s[ : comment[ : amount]]` lines, the last line for a day winning.
struct HarshLogFile {
    /// One day of one habit.
    struct Entry {
        var day: Day
        var habit: String
        var result: Character
        var comment: String
        var amount: Double
    }

    /// The entries, one per habit and day (the last line wins), in the order of the lines that won.
    private(set) var entries: [Entry] = []

    /// The log in `text`; throws with the line number of a line that does not parse.
    init(_ text: String, file: String) throws(TransferError) {
        var latest: [String: [Day: Int]] = [:]
        var lines: [Entry] = []
        for (index, line) in HarshHabitsFile.lines(text).enumerated() {
            if line.trimmed.isEmpty || line.hasPrefix("#") { continue }
            let entry = try Self.entry(line, error: { TransferError(file: file, line: index + 1, $0) })
            latest[entry.habit, default: [:]][entry.day] = lines.count
            lines.append(entry)
        }
        let winners = Set(latest.values.flatMap(\.values))
        entries = lines.indices.filter(winners.contains).map { lines[$0] }
    }

    private static func entry(_ line: Substring, error: (String) -> TransferError) throws(TransferError) -> Entry {
        let fields = line.split(separator: " : ", omittingEmptySubsequences: false)
        guard fields.count >= 3 else { throw error("the line '\(line)' is not 'YYYY-MM-DD : habit : y, n or s'") }
        guard fields.count <= 5 else {
            throw error(
                "the line has \(fields.count) fields; harsh writes at most 5 (date : habit : result : comment : amount)"
            )
        }
        guard let day = Day(iso: String(fields[0])) else {
            throw error("the date '\(fields[0])' is not a day (expected YYYY-MM-DD)")
        }
        let result = fields[2].trimmed
        guard ["y", "n", "s"].contains(result), let mark = result.first else {
            throw error("the result '\(result)' is not y, n or s")
        }
        let amountText = fields.count == 5 ? fields[4].trimmed : ""
        guard amountText.isEmpty || Double(amountText)?.isFinite == true else {
            throw error("the amount '\(amountText)' is not a number")
        }
        return Entry(
            day: day, habit: String(fields[1]), result: mark, comment: fields.count >= 4 ? String(fields[3]) : "",
            amount: Double(amountText) ?? 0)
    }
}

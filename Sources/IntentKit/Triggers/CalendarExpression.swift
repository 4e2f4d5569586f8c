/// A calendar expression as systemd timers read it (`OnCalendar=`): `[WEEKDAYS] [DATE] [TIME]`, such as
/// `Sun *-*-* 20:00`, `Mon..Fri 09:00`, `*-*-01 08:00`, `*-*-* 09..18:00/30`, or a word (`daily`, `weekly`).
///
/// Each component is `*`, a number, a range `A..B`, a repetition `A/STEP` or `A..B/STEP`, or a comma list of
/// these. Time zones, the last-day form `~` and fractions of seconds are not read. `CalendarExpression.next` finds
/// the next time it elapses the way systemd does: a time the clock skips is skipped, a time the clock shows twice
/// runs at its first showing.
package struct CalendarExpression: Sendable, Equatable {
    /// The expression as written.
    package private(set) var text: String
    /// The weekdays it runs on (ISO numbers, 1 Monday … 7 Sunday); empty for every day.
    package let weekdays: Set<Int>
    /// The allowed values of each component, sorted; nil for any value.
    package let years: [Int]?, months: [Int]?, days: [Int]?
    /// The allowed hours, minutes and seconds, sorted.
    package let hours: [Int], minutes: [Int], seconds: [Int]

    /// What a word stands for, as systemd.time(7) lists them.
    static let words: [String: String] = [
        "minutely": "*-*-* *:*:00", "hourly": "*-*-* *:00:00", "daily": "*-*-* 00:00:00",
        "weekly": "Mon *-*-* 00:00:00", "monthly": "*-*-01 00:00:00", "yearly": "*-01-01 00:00:00",
        "annually": "*-01-01 00:00:00", "quarterly": "*-01,04,07,10-01 00:00:00",
        "semiannually": "*-01,07-01 00:00:00",
    ]

    /// The expression `text` means, or nil when it is not one (`*-*-* 25:00`, `Sun 8pm`).
    package init?(_ text: String) {
        let trimmed = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard !trimmed.isEmpty, trimmed.count <= 3 else { return nil }
        if trimmed.count == 1, let word = Self.words[trimmed[0].lowercased()] {
            guard let expanded = CalendarExpression(word) else { return nil }
            self = expanded
            self.text = text
            return
        }
        var parts = trimmed[...]
        var weekdays: Set<Int> = []
        if let first = parts.first, first.first?.isLetter == true {
            guard let days = Self.weekdays(first) else { return nil }
            weekdays = days
            parts = parts.dropFirst()
        }
        var date: [[Int]?] = [nil, nil, nil]
        if let first = parts.first, first.contains("-") {
            guard let read = Self.date(first) else { return nil }
            date = read
            parts = parts.dropFirst()
        }
        var time: [[Int]?] = [[0], [0], [0]]
        if let first = parts.first {
            guard let read = Self.time(first) else { return nil }
            time = read
            parts = parts.dropFirst()
        }
        guard parts.isEmpty else { return nil }
        self.text = text
        self.weekdays = weekdays
        (years, months, days) = (date[0], date[1], date[2])
        hours = time[0] ?? Array(0...23)
        minutes = time[1] ?? Array(0...59)
        seconds = time[2] ?? Array(0...59)
    }

}

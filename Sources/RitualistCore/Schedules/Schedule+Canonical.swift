extension Schedule {
    /// The schedule `text` stands for when it is written exactly in the canonical form `description` gives (as the
    /// store keeps it); nil for any other text, which `init(parsing:)` reads word by word.
    ///
    /// Every start reads each habit's stored schedule: this way costs a few comparisons, where the general reading
    /// lower-cases, splits and rebuilds the text.
    static func canonical(_ text: String) -> Schedule? {
        if text == "daily" { return .daily }
        // Split only the forms with words: the weekday lists and counts per week, the most common, have no space.
        let spaces = text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: " ") ? 1 : 0) }
        let parts =
            spaces == 0 ? [] : text.utf8.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        switch spaces + 1 {
        case 1:
            if let slash = text.utf8.firstIndex(of: UInt8(ascii: "/")) {
                guard let count = digits(text.utf8[..<slash]) else { return nil }
                switch text.utf8[text.utf8.index(after: slash)...] {
                case let unit where unit.elementsEqual("week".utf8): return .timesPerWeek(count)
                case let unit where unit.elementsEqual("month".utf8): return .timesPerMonth(count)
                default: return nil
                }
            }
            return weekdays(text)
        case 3:
            guard parts[0].elementsEqual("every".utf8), parts[2].elementsEqual("days".utf8),
                let days = digits(parts[1])
            else { return nil }
            return days == 1 ? .daily : .timesInDays(1, days: days)
        case 4:
            guard parts[1].elementsEqual("in".utf8), parts[3].elementsEqual("days".utf8),
                let count = digits(parts[0]), let days = digits(parts[2])
            else { return nil }
            return .timesInDays(count, days: days)
        default:
            return nil
        }
    }

    /// `mon,wed,fri`: short names, lower case, Monday first, no spaces. Read name by name in place: splitting the
    /// text and searching `allCases` was costly for every habit at every start.
    private static func weekdays(_ text: String) -> Schedule? {
        let bytes = text.utf8
        guard bytes.count % 4 == 3 else { return nil }
        var days = WeekdaySet()
        var last = 0
        var start = bytes.startIndex
        while true {
            let end = bytes.index(start, offsetBy: 3)
            let name = bytes[start..<end]
            var found: Weekday?
            for raw in (last + 1)...7 {
                guard let weekday = Weekday(rawValue: raw), name.elementsEqual(weekday.shortName.utf8) else { continue }
                found = weekday
                break
            }
            guard let weekday = found else { return nil }
            days.insert(weekday)
            last = weekday.rawValue
            guard end < bytes.endIndex else { return .daysOfWeek(days) }
            guard bytes[end] == UInt8(ascii: ","), last < 7 else { return nil }
            start = bytes.index(after: end)
        }
    }

    /// A count written in ASCII digits, at most nine of them, without a sign or a leading zero.
    private static func digits(_ text: Substring.UTF8View) -> Int? {
        guard let first = text.first, first != UInt8(ascii: "0"), text.count <= 9 else { return nil }
        var value = 0
        for byte in text {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}

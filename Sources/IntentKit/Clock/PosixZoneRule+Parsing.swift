extension PosixZoneRule {
    /// The rule `text` states, or nil when it is not a POSIX `TZ` rule.
    init?(_ text: String) {
        var reader = Reader(characters: Array(text.utf8))
        guard reader.skipName(), let standard = reader.offset() else { return nil }
        standardOffset = -standard
        if reader.atEnd {
            daylight = nil
            return
        }
        guard reader.skipName() else { return nil }
        let daylightOffset = reader.peekIsComma ? standardOffset + 3600 : reader.offset().map { -$0 }
        guard let daylightOffset, reader.take(UInt8(ascii: ",")), let start = reader.boundary(),
            reader.take(UInt8(ascii: ",")), let end = reader.boundary(), reader.atEnd
        else { return nil }
        daylight = (daylightOffset, start, end)
    }

    private struct Reader {
        let characters: [UInt8]
        var index = 0

        var atEnd: Bool { index == characters.count }
        var peekIsComma: Bool { !atEnd && characters[index] == UInt8(ascii: ",") }

        mutating func take(_ character: UInt8) -> Bool {
            guard !atEnd, characters[index] == character else { return false }
            index += 1
            return true
        }

        /// `EST` or `<+0330>`: at least three characters.
        mutating func skipName() -> Bool {
            let start = index
            if take(UInt8(ascii: "<")) {
                while !atEnd, characters[index] != UInt8(ascii: ">") { index += 1 }
                return take(UInt8(ascii: ">")) && index - start >= 5
            }
            while !atEnd, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(characters[index] & 0xDF) { index += 1 }
            return index - start >= 3
        }

        mutating func number() -> Int? {
            let start = index
            var value = 0
            while !atEnd, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(characters[index]) {
                value = value * 10 + Int(characters[index] - UInt8(ascii: "0"))
                index += 1
                if value > 10_000 { return nil }
            }
            return index > start ? value : nil
        }

        /// `[+-]hh[:mm[:ss]]` in seconds, as written (west of UTC is positive).
        mutating func offset() -> Int? {
            let sign = take(UInt8(ascii: "-")) ? -1 : (take(UInt8(ascii: "+")) ? 1 : 1)
            guard let hours = number() else { return nil }
            var seconds = hours * 3600
            if take(UInt8(ascii: ":")) {
                guard let minutes = number() else { return nil }
                seconds += minutes * 60
                if take(UInt8(ascii: ":")) {
                    guard let rest = number() else { return nil }
                    seconds += rest
                }
            }
            return sign * seconds
        }

        mutating func boundary() -> Boundary? {
            let day: Boundary.Day
            if take(UInt8(ascii: "M")) {
                guard let month = number(), take(UInt8(ascii: ".")), let week = number(), take(UInt8(ascii: ".")),
                    let weekday = number(), (1...12).contains(month), (1...5).contains(week), (0...6).contains(weekday)
                else { return nil }
                day = .weekday(month: month, week: week, weekday: weekday)
            } else if take(UInt8(ascii: "J")) {
                guard let n = number(), (1...365).contains(n) else { return nil }
                day = .julian(n)
            } else {
                guard let n = number(), (0...365).contains(n) else { return nil }
                day = .zeroBased(n)
            }
            guard take(UInt8(ascii: "/")) else { return Boundary(day: day, secondOfDay: 7200) }
            guard let time = offset() else { return nil }
            return Boundary(day: day, secondOfDay: time)
        }
    }
}

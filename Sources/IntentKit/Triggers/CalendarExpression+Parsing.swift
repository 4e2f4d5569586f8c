extension CalendarExpression {
    static let weekdayNames = TriggerWeekday.allCases.map(\.rawValue)

    /// `Mon`, `Mon,Fri`, `Mon..Fri`, `Sat-Sun`.
    static func weekdays(_ text: String) -> Set<Int>? {
        var days: Set<Int> = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let range =
                item.contains("..")
                ? item.split(separator: ".", omittingEmptySubsequences: true)
                : item.split(
                    separator: "-", omittingEmptySubsequences: false)
            guard (1...2).contains(range.count), let first = weekday(range[0]), let last = weekday(range.last ?? "")
            else { return nil }
            var day = first
            while true {
                days.insert(day)
                if day == last { break }
                day = day % 7 + 1
            }
        }
        return days
    }

    private static func weekday(_ text: Substring) -> Int? {
        let lowered = text.lowercased()
        guard lowered.count >= 3 else { return nil }
        return TriggerWeekday.allCases.first {
            $0.fullName.hasPrefix(lowered) && (lowered.count == 3 || lowered == $0.fullName)
        }?
        .isoNumber
    }

    /// `YYYY-MM-DD` or `MM-DD`, each part a component.
    static func date(_ text: String) -> [[Int]?]? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        let bounds = [1970...2199, 1...12, 1...31]
        guard (2...3).contains(parts.count) else { return nil }
        let offset = 3 - parts.count
        var result: [[Int]?] = [nil, nil, nil]
        for (index, part) in parts.enumerated() {
            guard let values = component(part, in: bounds[index + offset]) else { return nil }
            result[index + offset] = values
        }
        return result
    }

    /// `HH:MM` or `HH:MM:SS`, each part a component.
    static func time(_ text: String) -> [[Int]?]? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count) else { return nil }
        let bounds = [0...23, 0...59, 0...59]
        var result: [[Int]?] = [nil, nil, [0]]
        for (index, part) in parts.enumerated() {
            guard let values = component(part, in: bounds[index]) else { return nil }
            result[index] = values
        }
        return result
    }

    /// The values a component allows within `bounds`, sorted; `.some(nil)` for `*`, nil when it does not read.
    static func component(_ text: Substring, in bounds: ClosedRange<Int>) -> [Int]?? {
        if text == "*" { return .some(nil) }
        var values: Set<Int> = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let stepParts = item.split(separator: "/", omittingEmptySubsequences: false)
            guard (1...2).contains(stepParts.count) else { return nil }
            var step = 1
            if stepParts.count == 2 {
                guard let read = number(stepParts[1]), read > 0 else { return nil }
                step = read
            }
            let range = stepParts[0].split(separator: ".", omittingEmptySubsequences: true)
            guard !stepParts[0].isEmpty, range.count <= 2,
                stepParts[0].filter({ $0 == "." }).count == (range.count == 2 ? 2 : 0)
            else { return nil }
            let start: Int
            if range[0] == "*" {
                guard stepParts.count == 2, range.count == 1 else { return nil }
                start = bounds.lowerBound
            } else {
                guard let read = number(range[0]), bounds.contains(read) else { return nil }
                start = read
            }
            var end = stepParts.count == 2 ? bounds.upperBound : start
            if range.count == 2 {
                guard let read = number(range[1]), bounds.contains(read), read >= start else { return nil }
                end = read
            }
            values.formUnion(stride(from: start, through: end, by: step))
        }
        return .some(values.sorted())
    }

    private static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 4, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }
}

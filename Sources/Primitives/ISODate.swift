/// Dates written `YYYY-MM-DD`, read and printed the same way by every target, within one supported range.
///
/// The range is 1900-01-01 through 9999-12-31: four-digit years whose days the C library's `struct tm`
/// (years counted from 1900) and every zone's rules can represent. A date outside it, such as `0000-01-01`, is
/// refused wherever a date is read, so one that was accepted can always be printed back and converted.
package enum ISODate {
    /// The first and last supported dates.
    package static let first: Civil.Date = (1900, 1, 1)
    package static let last: Civil.Date = (9999, 12, 31)

    /// `from 1900-01-01 to 9999-12-31`, for messages.
    package static let supportedRange = "from \(format(first)) to \(format(last))"

    /// Whether the date exists and lies in the supported range.
    package static func isSupported(year: Int, month: Int, day: Int) -> Bool {
        (first.year...last.year).contains(year) && Civil.isValid(year: year, month: month, day: day)
    }

    /// The date of a strict `YYYY-MM-DD` (ASCII digits, a real date in the supported range), or nil.
    package static func parse(_ text: String) -> Civil.Date? {
        guard let date = components(text), isSupported(year: date.year, month: date.month, day: date.day) else {
            return nil
        }
        return date
    }

    /// The date a strict `YYYY-MM-DD` names, whatever its year (`0000-01-01` too), or nil when the text is not
    /// one or names no real day; for telling "malformed" from "out of range" in messages.
    ///
    /// It takes a `String` (not any `StringProtocol`): called across modules, a generic version runs unspecialised
    /// and makes the runtime look up its text's UTF-8 view, a conformance search, at every start.
    package static func components(_ text: String) -> Civil.Date? {
        var bytes = [UInt8]()
        bytes.reserveCapacity(10)
        for byte in text.utf8 {
            guard bytes.count < 10 else { return nil }
            bytes.append(byte)
        }
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = number(bytes[0..<4]), let month = number(bytes[5..<7]), let day = number(bytes[8..<10]),
            Civil.isValid(year: year, month: month, day: day)
        else { return nil }
        return (year, month, day)
    }

    /// `YYYY-MM-DD`; years outside 0–9999 keep their sign and all their digits.
    package static func format(_ date: Civil.Date) -> String {
        guard (0...9999).contains(date.year), (1...12).contains(date.month), (1...31).contains(date.day) else {
            return padded(date.year, 4) + "-" + padded(date.month, 2) + "-" + padded(date.day, 2)
        }
        // Written byte by byte: a calendar in JSON or HTML writes a date a day, and joining padded strings was
        // costly for every date.
        return String(unsafeUninitializedCapacity: 10) { bytes in
            func digits(_ value: Int, _ count: Int, at start: Int) {
                var value = value
                for index in stride(from: start + count - 1, through: start, by: -1) {
                    bytes[index] = UInt8(ascii: "0") + UInt8(value % 10)
                    value /= 10
                }
            }
            digits(date.year, 4, at: 0)
            bytes[4] = UInt8(ascii: "-")
            digits(date.month, 2, at: 5)
            bytes[7] = UInt8(ascii: "-")
            digits(date.day, 2, at: 8)
            return 10
        }
    }

    /// `value` in decimal, zero-padded to `width` digits after its sign.
    package static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value.magnitude)
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// The value of ASCII decimal digits, or nil when one is not a digit.
    package static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}

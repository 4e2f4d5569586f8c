/// A value from an imported file as a report shows it: its invisible characters spelled out, so none can drive
/// the terminal, and at most ``maximumLength`` characters of it, so one field cannot make the report huge.
enum ReportText {
    /// The most characters of one value a report shows.
    static let maximumLength = 200

    /// `text` as above: `Pool, lane 3`, `kg\u{1B}`, `Notes that go on… (12,000 characters)`.
    static func shown(_ text: String) -> String {
        let count = text.unicodeScalars.count
        let clipped =
            count > maximumLength
            ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(maximumLength))) : text
        let visible = visible(clipped)
        return count > maximumLength ? visible + "… (\(count) characters)" : visible
    }

    /// `text` with each control, format or separator character other than a space written `\u{1B}`.
    static func visible(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            case .spaceSeparator where scalar != " ":
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

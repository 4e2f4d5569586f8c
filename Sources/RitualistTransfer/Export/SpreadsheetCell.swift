/// A cell of the CSV export, made safe to open in a spreadsheet.
///
/// A cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return could be taken for a formula (a habit named
/// `=HYPERLINK(…)`), so it gets a leading `'`, as OWASP advises against CSV injection. Only the CSV export does
/// this; the JSON export keeps every name exact.
package enum SpreadsheetCell {
    /// The first characters a spreadsheet may read as the start of a formula.
    static let formulaStarts: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]

    /// `text`, with a leading `'` when it could start a formula.
    package static func text(_ text: String) -> String {
        guard let first = text.first, formulaStarts.contains(first) || first == "\r\n" else { return text }
        return "'" + text
    }
}

import CSV
import Primitives

/// One CSV file of a Loop export, read whole with its header, whose errors name the file and the row.
///
/// Rows are numbered as a spreadsheet shows them: the header is row 1, the first record row 2.
struct LoopCSVTable {
    /// The file, as errors name it.
    let file: String
    let header: [String]
    let rows: [[String]]

    /// The table in `text`; throws when it is not CSV or has no header.
    init(_ text: String, file: String) throws(TransferError) {
        self.file = file
        let reader: CSVReader
        do { reader = try CSVReader(string: text, hasHeaderRow: true) } catch {
            throw TransferError(file: file, line: 1, "has no header row")
        }
        var rows: [[String]] = []
        while let row = reader.next() { rows.append(row) }
        if reader.error != nil {
            throw TransferError(file: file, line: rows.count + 2, "is not valid CSV (an unclosed quote?)")
        }
        header = reader.headerRow ?? []
        self.rows = rows
    }

    /// The index of the column named `name`; throws naming the header row when there is none.
    func column(_ name: String) throws(TransferError) -> Int {
        guard let index = header.firstIndex(of: name) else {
            throw TransferError(file: file, line: 1, "the header has no '\(name)' column")
        }
        return index
    }

    /// The index of the column named `name`, nil when the file has none.
    func optionalColumn(_ name: String) -> Int? { header.firstIndex(of: name) }

    /// The cell of `row` (0-based among the records) in `column`, empty when the row is short.
    func cell(_ row: Int, _ column: Int?) -> String {
        guard let column, rows[row].indices.contains(column) else { return "" }
        return rows[row][column]
    }

    /// An error about the record `row` (0-based), numbered as the spreadsheet row.
    func error(row: Int, _ message: String) -> TransferError {
        TransferError(file: file, line: row + 2, message)
    }
}

import CSV
import Primitives

/// The rows of one CSV file of a Loop export read one at a time, for a file that may be long (`Checkmarks.csv`):
/// only the row at hand is kept, and errors name the file and the row as a spreadsheet numbers it.
struct LoopCSVRows {
    /// The file, as errors name it.
    let file: String
    let header: [String]
    private let reader: CSVReader
    /// The spreadsheet number of the row last read: the header is row 1.
    private(set) var line = 1

    /// The rows of `text`; throws when it has no header.
    init(_ text: String, file: String) throws(TransferError) {
        self.file = file
        do { reader = try CSVReader(string: text, hasHeaderRow: true) } catch {
            throw TransferError(file: file, line: 1, "has no header row")
        }
        header = reader.headerRow ?? []
    }

    /// The next row, nil after the last; throws when the text stops being CSV.
    mutating func next() throws(TransferError) -> [String]? {
        guard let row = reader.next() else {
            if reader.error != nil {
                throw TransferError(file: file, line: line + 1, "is not valid CSV (an unclosed quote?)")
            }
            return nil
        }
        line += 1
        return row
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

    /// An error about the row last read.
    func error(_ message: String) -> TransferError { TransferError(file: file, line: line, message) }
}

extension [String] {
    /// The cell in `column`, empty when the row is short or there is no such column.
    func cell(_ column: Int?) -> String {
        guard let column, indices.contains(column) else { return "" }
        return self[column]
    }
}

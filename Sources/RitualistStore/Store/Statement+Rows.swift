import GRDB
import GRDBSQLite

extension Statement {
    /// Each row of this statement made into a value, in order, read in place by stepping the statement.
    ///
    /// The store reads every result through here rather than through GRDB's generic `fetchAll` and cursor
    /// adaptors: each of those builds a generic type the first time a run meets it, and the Swift runtime pays a
    /// search of every protocol conformance in the program (~0.3 M instructions) to build it.
    func rows<Value>(arguments: StatementArguments = StatementArguments(), _ make: (Row) throws -> Value) throws
        -> [Value]
    {
        let cursor = try Row.fetchCursor(self, arguments: arguments)
        var values: [Value] = []
        while let row = try cursor.next() { values.append(try make(row)) }
        return values
    }

    /// The first row made into a value, or nil when there is none.
    func firstRow<Value>(arguments: StatementArguments = StatementArguments(), _ make: (Row) throws -> Value) throws
        -> Value?
    {
        // The row reads the statement in place: it is made into a value while the cursor still holds it there.
        let cursor = try Row.fetchCursor(self, arguments: arguments)
        guard let row = try cursor.next() else { return nil }
        return try make(row)
    }

    /// Calls `body` with each row of this statement, read column by column through SQLite's own API: for the reads
    /// that step through thousands of rows (a year of logs), where GRDB's `Row`, asked the type of every column and
    /// converting every value, costs more than SQLite's stepping itself.
    func eachRow(arguments: StatementArguments, _ body: (ColumnReader) throws -> Void) throws {
        let cursor = try ColumnCursor(self, arguments: arguments)
        defer { sqlite3_reset(sqliteStatement) }
        try cursor.forEach(body)
    }
}

/// The columns of the row a statement stands on, read in place.
struct ColumnReader {
    fileprivate let statement: SQLiteStatement

    func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(statement, column)) }

    func optionalInt(_ column: Int32) -> Int? {
        sqlite3_column_type(statement, column) == SQLITE_NULL ? nil : int(column)
    }

    func double(_ column: Int32) -> Double { sqlite3_column_double(statement, column) }

    /// The bytes of a BLOB column (none for NULL), valid until the statement steps on.
    func blob(_ column: Int32) -> UnsafeRawBufferPointer {
        guard let bytes = sqlite3_column_blob(statement, column) else {
            return UnsafeRawBufferPointer(start: nil, count: 0)
        }
        return UnsafeRawBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(statement, column)))
    }
}

/// A cursor over a statement's rows that hands out a `ColumnReader` and builds no `Row`.
private final class ColumnCursor: DatabaseCursor {
    typealias Element = ColumnReader
    let _statement: Statement
    var _isDone = false

    init(_ statement: Statement, arguments: StatementArguments) throws {
        _statement = statement
        try statement.setArguments(arguments)
    }

    func _element(sqliteStatement: SQLiteStatement) -> ColumnReader { ColumnReader(statement: sqliteStatement) }
}

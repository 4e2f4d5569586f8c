import GRDB
import GRDBSQLite

extension Statement {
    /// Each row of this statement made into a value, in order, read in place by stepping the statement.
    ///
    /// The store reads every result through here rather than through GRDB's generic `fetchAll` and cursor
    /// adaptors: each of those builds a generic type the first time a run meets it, and the Swift runtime pays a
    /// search of every protocol conformance in the program to build it.
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

    /// Calls `body` with each row of this statement, its parameters bound to `text` and then `integers` through
    /// SQLite's own API: for the short reads made once a habit (its logs, its buckets, its checkpoint), where GRDB's
    /// `StatementArguments`, checked and converted value by value, cost more than the read itself.
    func eachRow(binding text: String, _ integers: Int..., body: (ColumnReader) throws -> Void) throws {
        try eachRow(binding: text, integers, body: body)
    }

    /// The first row made into a value, its parameters bound as `eachRow(binding:_:body:)` binds them; nil when
    /// there is none (for reads of one row: a key, or `LIMIT 1`).
    func firstRow<Value>(binding text: String, _ integers: Int..., make: (ColumnReader) throws -> Value) throws
        -> Value?
    {
        var first: Value?
        try eachRow(binding: text, integers) { row in if first == nil { first = try make(row) } }
        return first
    }

    private func eachRow(binding text: String, _ integers: [Int], body: (ColumnReader) throws -> Void) throws {
        let statement = sqliteStatement
        sqlite3_reset(statement)
        defer { sqlite3_reset(statement) }
        var code = text.withCString { sqlite3_bind_text(statement, 1, $0, -1, transientText) }
        for (offset, value) in integers.enumerated() where code == SQLITE_OK {
            code = sqlite3_bind_int64(statement, Int32(offset + 2), Int64(value))
        }
        try step(from: code, body: body)
    }

    /// Calls `body` with each row of this statement, which takes no parameters, read in place (see
    /// `eachRow(binding:_:body:)`): for reads of many rows of many columns, where GRDB's `Row` and the conversion of
    /// each value through `DatabaseValueConvertible` cost more than the columns themselves.
    func eachRow(body: (ColumnReader) throws -> Void) throws {
        let statement = sqliteStatement
        sqlite3_reset(statement)
        defer { sqlite3_reset(statement) }
        try step(from: SQLITE_OK, body: body)
    }

    /// Steps the statement, its parameters bound with result `code`, calling `body` on each row.
    private func step(from code: Int32, body: (ColumnReader) throws -> Void) throws {
        let statement = sqliteStatement
        var code = code
        while code == SQLITE_OK || code == SQLITE_ROW {
            code = sqlite3_step(statement)
            if code == SQLITE_ROW { try body(ColumnReader(statement: statement)) }
        }
        guard code == SQLITE_DONE else {
            throw DatabaseError(
                resultCode: ResultCode(rawValue: code),
                message: String(cString: sqlite3_errmsg(sqlite3_db_handle(statement))), sql: sql)
        }
    }
}

/// SQLite copies a text bound with this destructor before the call returns.
private let transientText = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)

/// The columns of the row a statement stands on, read in place.
struct ColumnReader {
    fileprivate let statement: SQLiteStatement

    func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(statement, column)) }

    func optionalInt(_ column: Int32) -> Int? {
        sqlite3_column_type(statement, column) == SQLITE_NULL ? nil : int(column)
    }

    func double(_ column: Int32) -> Double { sqlite3_column_double(statement, column) }

    func optionalDouble(_ column: Int32) -> Double? {
        sqlite3_column_type(statement, column) == SQLITE_NULL ? nil : double(column)
    }

    /// The text of a column as SQLite gives it (a number as SQLite writes it), nil for NULL.
    func text(_ column: Int32) -> String? {
        guard sqlite3_column_type(statement, column) != SQLITE_NULL, let text = sqlite3_column_text(statement, column)
        else { return nil }
        let count = Int(sqlite3_column_bytes(statement, column))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    /// The bytes of a BLOB column (none for NULL), valid until the statement steps on.
    func blob(_ column: Int32) -> UnsafeRawBufferPointer {
        guard let bytes = sqlite3_column_blob(statement, column) else {
            return UnsafeRawBufferPointer(start: nil, count: 0)
        }
        return UnsafeRawBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(statement, column)))
    }
}

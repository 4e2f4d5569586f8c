import CSQLite

/// One prepared statement of a connection, finalized with it (see `SQLiteDatabase`).
///
/// Each read steps the statement in place and hands each row to a closure (`rows`, `firstRow`, `eachRow`) or to a
/// cursor; a statement is reset before it runs and after, so it can be run again.
package final class SQLiteStatement {
    /// SQLite's statement.
    package let handle: OpaquePointer
    /// The statement's SQL, as prepared.
    package let sql: String

    init(handle: OpaquePointer, sql: String) {
        self.handle = handle
        self.sql = sql
    }

    deinit { sqlite3_finalize(handle) }

    /// Runs the statement to its end with `arguments` bound, ignoring any rows.
    package func execute(arguments: StatementArguments = StatementArguments()) throws(SQLiteError) {
        try bind(arguments)
        defer { sqlite3_reset(handle) }
        var code = sqlite3_step(handle)
        while code == SQLITE_ROW { code = sqlite3_step(handle) }
        guard code == SQLITE_DONE else { throw failure(code) }
    }

    /// Each row made into a value, in order.
    package func rows<Value>(arguments: StatementArguments = StatementArguments(), _ make: (Row) throws -> Value)
        throws -> [Value]
    {
        try bind(arguments)
        defer { sqlite3_reset(handle) }
        var values: [Value] = []
        try step { row in values.append(try make(row)) }
        return values
    }

    /// The first row made into a value, or nil when there is none.
    package func firstRow<Value>(arguments: StatementArguments = StatementArguments(), _ make: (Row) throws -> Value)
        throws -> Value?
    {
        try bind(arguments)
        defer { sqlite3_reset(handle) }
        let code = sqlite3_step(handle)
        if code == SQLITE_ROW { return try make(Row(statement: handle)) }
        guard code == SQLITE_DONE else { throw failure(code) }
        return nil
    }

    /// Rows one at a time, for a reader that stops when it has what it needs. The statement is the cursor's until it
    /// ends or is dropped.
    package func cursor(arguments: StatementArguments = StatementArguments()) throws(SQLiteError) -> RowCursor {
        try bind(arguments)
        return RowCursor(statement: self)
    }

    /// Calls `body` with each row, its parameters bound to `text` and then `integers` without a
    /// `StatementArguments`: for the short reads made once a habit (its logs, its buckets, its checkpoint).
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
        sqlite3_reset(handle)
        defer { sqlite3_reset(handle) }
        var code = text.withCString { sqlite3_bind_text(handle, 1, $0, -1, transientDestructor) }
        for (offset, value) in integers.enumerated() where code == SQLITE_OK {
            code = sqlite3_bind_int64(handle, Int32(offset + 2), Int64(value))
        }
        guard code == SQLITE_OK else { throw failure(code) }
        try step { row in try body(row.columns) }
    }

    /// Calls `body` with each row of this statement, which takes no parameters, read in place.
    func eachRow(body: (ColumnReader) throws -> Void) throws {
        sqlite3_reset(handle)
        defer { sqlite3_reset(handle) }
        try step { row in try body(row.columns) }
    }

    /// Resets the statement and binds `arguments`, which must be as many as its parameters.
    func bind(_ arguments: StatementArguments) throws(SQLiteError) {
        sqlite3_reset(handle)
        let count = Int(sqlite3_bind_parameter_count(handle))
        guard arguments.values.count == count else {
            throw SQLiteError(
                code: SQLITE_MISUSE, message: "\(arguments.values.count) arguments for \(count) parameters", sql: sql)
        }
        for (offset, value) in arguments.values.enumerated() {
            let index = Int32(offset + 1)
            let code = value?.bind(to: handle, at: index) ?? sqlite3_bind_null(handle, index)
            guard code == SQLITE_OK else { throw failure(code) }
        }
    }

    /// Steps the statement to its end, calling `body` on each row.
    private func step(_ body: (Row) throws -> Void) throws {
        while true {
            let code = sqlite3_step(handle)
            guard code == SQLITE_ROW else {
                guard code == SQLITE_DONE else { throw failure(code) }
                return
            }
            try body(Row(statement: handle))
        }
    }

    /// The failure of a call that returned `code`: the connection's own code and message when they are that
    /// failure's, else SQLite's words for `code`.
    func failure(_ code: Int32) -> SQLiteError {
        let connection = sqlite3_db_handle(handle)
        let held = sqlite3_extended_errcode(connection)
        guard held & 0xFF == code & 0xFF else {
            return SQLiteError(code: code, message: String(cString: sqlite3_errstr(code)), sql: sql)
        }
        return SQLiteError(code: held, connection: connection, sql: sql)
    }
}

/// The rows of a statement, stepped one at a time (see `SQLiteStatement.cursor`).
package final class RowCursor {
    private let statement: SQLiteStatement
    private var isDone = false

    init(statement: SQLiteStatement) { self.statement = statement }

    deinit { sqlite3_reset(statement.handle) }

    /// The next row, valid until the next call; nil once the statement has ended.
    package func next() throws(SQLiteError) -> Row? {
        guard !isDone else { return nil }
        let code = sqlite3_step(statement.handle)
        if code == SQLITE_ROW { return Row(statement: statement.handle) }
        isDone = true
        sqlite3_reset(statement.handle)
        guard code == SQLITE_DONE else { throw statement.failure(code) }
        return nil
    }
}

import CSQLite
import Foundation

/// One connection to a SQLite database: the store's own layer on libsqlite3 (docs/store.md, "The SQLite layer").
///
/// Statements are prepared once and kept (`cachedStatement`) or made for one use (`makeStatement`, `execute`); each
/// runs with its arguments bound and reads its rows in place (`SQLiteStatement`). The connection is used by one
/// thread at a time: `inDatabase` holds its lock around a use, and the connection passed to the body must not
/// outlive it. Closed when released, or by `close()`.
///
/// ```swift
/// let database = try SQLiteDatabase.open(path: path, busyTimeout: 10)
/// let count = try database.inDatabase { db in try db.fetchOne(Int.self, sql: "SELECT count(*) FROM habit") }
/// ```
package final class SQLiteDatabase: @unchecked Sendable {
    /// SQLite's connection.
    package let handle: OpaquePointer
    private var statements: [String: SQLiteStatement] = [:]
    private let lock = NSLock()
    private var isClosed = false

    private init(handle: OpaquePointer) { self.handle = handle }

    deinit { if !isClosed { closeConnection() } }

    /// Opens the database at `path` (created when absent unless `readOnly`), waiting up to `busyTimeout` seconds for
    /// a lock another connection holds. Double-quoted text is an identifier, never a string, and result codes are
    /// SQLite's extended ones.
    package static func open(path: String, readOnly: Bool = false, busyTimeout: Double = 0) throws(SQLiteError)
        -> SQLiteDatabase
    {
        _ = SQLiteProcess.isConfigured
        let flags = readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        var connection: OpaquePointer?
        let code = sqlite3_open_v2(path, &connection, flags | SQLITE_OPEN_NOMUTEX, nil)
        guard code == SQLITE_OK, let connection else {
            let failure = SQLiteError(code: code, connection: connection)
            sqlite3_close(connection)
            throw failure
        }
        sqlite3_extended_result_codes(connection, 1)
        _ = ritualist_sqlite3_strict_quotes(connection)
        if busyTimeout > 0 { sqlite3_busy_timeout(connection, Int32(busyTimeout * 1000)) }
        return SQLiteDatabase(handle: connection)
    }

    /// A new, empty database in memory, gone when the connection closes.
    package static func inMemory() throws(SQLiteError) -> SQLiteDatabase {
        try open(path: ":memory:")
    }

    /// Closes the connection: its statements are finalized, and the last connection to a database in WAL mode
    /// checkpoints and empties the log.
    package func close() throws(SQLiteError) {
        lock.lock()
        defer { lock.unlock() }
        guard !isClosed else { return }
        statements = [:]
        let code = sqlite3_close(handle)
        guard code == SQLITE_OK else { throw SQLiteError(code: code, connection: handle) }
        isClosed = true
    }

    private func closeConnection() {
        statements = [:]
        sqlite3_close_v2(handle)
        isClosed = true
    }

    /// Runs `body` with the connection, holding its lock.
    package func inDatabase<T>(_ body: (SQLiteDatabase) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(self)
    }

    /// Runs `work` with the connection in a deferred transaction: one snapshot of the file for its reads.
    package func read<T>(_ work: (SQLiteDatabase) throws -> T) throws -> T {
        try inDatabase { db in try db.transaction(.deferred) { try work(db) } }
    }

    /// Runs `work` with the connection in an immediate transaction, committed when it returns.
    package func write<T>(_ work: (SQLiteDatabase) throws -> T) throws -> T {
        try inDatabase { db in try db.transaction(.immediate) { try work(db) } }
    }

    // MARK: Statements

    /// A statement prepared once for the life of the connection, for SQL that runs again and again.
    package func cachedStatement(sql: String) throws(SQLiteError) -> SQLiteStatement {
        if let statement = statements[sql] { return statement }
        let statement = try prepare(sql, persistent: true)
        statements[sql] = statement
        return statement
    }

    /// A statement prepared for one use; `sql` is one statement.
    package func makeStatement(sql: String) throws(SQLiteError) -> SQLiteStatement {
        try prepare(sql, persistent: false)
    }

    private func prepare(_ sql: String, persistent: Bool) throws(SQLiteError) -> SQLiteStatement {
        var statement: OpaquePointer?
        var tail: UnsafePointer<CChar>?
        let flags = persistent ? UInt32(SQLITE_PREPARE_PERSISTENT) : 0
        let code = sql.withCString { sqlite3_prepare_v3(handle, $0, -1, flags, &statement, &tail) }
        guard code == SQLITE_OK else { throw SQLiteError(code: code, connection: handle, sql: sql) }
        guard let statement else { throw SQLiteError(code: SQLITE_MISUSE, message: "no statement", sql: sql) }
        return SQLiteStatement(handle: statement, sql: sql)
    }

    /// Runs every statement of `sql` in order, binding `arguments` to their parameters in turn.
    package func execute(sql: String, arguments: StatementArguments = StatementArguments()) throws(SQLiteError) {
        var remaining = arguments.values[...]
        let bytes = Array(sql.utf8CString)
        try bytes.withUnsafeBufferPointer { (buffer) throws(SQLiteError) in
            guard var next = buffer.baseAddress else { return }
            while next.pointee != 0 {
                var statement: OpaquePointer?
                var tail: UnsafePointer<CChar>?
                let code = sqlite3_prepare_v2(handle, next, -1, &statement, &tail)
                guard code == SQLITE_OK else { throw SQLiteError(code: code, connection: handle, sql: sql) }
                guard let tail else { break }
                next = tail
                // A comment or white space alone prepares no statement.
                guard let statement else { continue }
                let prepared = SQLiteStatement(handle: statement, sql: String(cString: sqlite3_sql(statement)))
                let count = Int(sqlite3_bind_parameter_count(statement))
                guard remaining.count >= count else {
                    throw SQLiteError(code: SQLITE_MISUSE, message: "too few arguments", sql: prepared.sql)
                }
                try prepared.execute(arguments: StatementArguments(Array(remaining.prefix(count))))
                remaining = remaining.dropFirst(count)
            }
        }
        guard remaining.isEmpty else {
            throw SQLiteError(code: SQLITE_MISUSE, message: "\(remaining.count) arguments left unbound", sql: sql)
        }
    }

    // MARK: Transactions

    /// How a transaction takes its locks: `deferred` at its first read or write, `immediate` the write lock at once.
    package enum TransactionKind {
        case deferred, immediate
    }

    /// Runs `work` in a transaction, committed when it returns and rolled back, unless SQLite already did, when
    /// `work` or the commit throws. Its statements are prepared once per connection.
    package func transaction<T>(_ kind: TransactionKind, _ work: () throws -> T) throws -> T {
        let begin = kind == .immediate ? "BEGIN IMMEDIATE TRANSACTION" : "BEGIN DEFERRED TRANSACTION"
        try cachedStatement(sql: begin).execute()
        do {
            let result = try work()
            try cachedStatement(sql: "COMMIT TRANSACTION").execute()
            return result
        } catch {
            if isInsideTransaction { try? cachedStatement(sql: "ROLLBACK TRANSACTION").execute() }
            throw error
        }
    }

    /// Runs `work` in the savepoint `name`: its changes stay in the enclosing transaction when it returns and are
    /// undone when it throws.
    package func savepoint<T>(_ name: String, _ work: () throws -> T) throws -> T {
        try cachedStatement(sql: "SAVEPOINT \(name)").execute()
        do {
            let result = try work()
            try cachedStatement(sql: "RELEASE SAVEPOINT \(name)").execute()
            return result
        } catch {
            try cachedStatement(sql: "ROLLBACK TO SAVEPOINT \(name)").execute()
            try cachedStatement(sql: "RELEASE SAVEPOINT \(name)").execute()
            throw error
        }
    }

    /// Whether a transaction is open on this connection.
    package var isInsideTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// The rows the last statement inserted, updated or deleted.
    package var changesCount: Int { Int(sqlite3_changes64(handle)) }

    // MARK: Reads

    /// Each row of `sql` made into a value.
    package func rows<Value>(
        sql: String, arguments: StatementArguments = StatementArguments(), _ make: (Row) throws -> Value
    ) throws -> [Value] {
        try makeStatement(sql: sql).rows(arguments: arguments, make)
    }

    /// The first column of each row of `sql` that is not NULL.
    package func fetchAll<Value: SQLiteColumnValue>(
        _: Value.Type, sql: String, arguments: StatementArguments = StatementArguments()
    ) throws -> [Value] {
        try rows(sql: sql, arguments: arguments) { row in row[0] as Value? }.compactMap { $0 }
    }

    /// The first column of each row of `sql` that is not NULL, as a set.
    package func fetchSet<Value: SQLiteColumnValue & Hashable>(
        _: Value.Type, sql: String, arguments: StatementArguments = StatementArguments()
    ) throws -> Set<Value> {
        Set(try fetchAll(Value.self, sql: sql, arguments: arguments))
    }

    /// The first column of the first row of `sql`; nil when there is no row or it is NULL.
    package func fetchOne<Value: SQLiteColumnValue>(
        _: Value.Type, sql: String, arguments: StatementArguments = StatementArguments()
    ) throws -> Value? {
        try makeStatement(sql: sql).firstRow(arguments: arguments) { row in row[0] as Value? } ?? nil
    }

    /// Whether the database has a table named `name`.
    package func tableExists(_ name: String) throws -> Bool {
        try fetchOne(
            Int.self, sql: "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", arguments: [name]) != nil
    }
}

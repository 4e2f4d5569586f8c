import CSQLite
import Primitives

/// A SQLite file from elsewhere (another program's backup), opened the way SQLite advises for a database one does
/// not trust, and read through questions that cannot change it.
///
/// The file's bytes, never what lies beside it: the caller reads them (within its bound) and they are opened in
/// memory, read-only, so a `-wal` or `-journal` file next to it is never read (however large) and nothing (`-shm`, a
/// lock) is created beside it; the copy is marked a rollback-journal database, so SQLite looks for no write-ahead
/// log. Then `trusted_schema` off, so no view or trigger in the file can call a function with side effects; the
/// defensive flag, so no statement can corrupt it; cell-size checks on and no memory map; `query_only` on.
package final class UntrustedDatabase {
    /// The file as the user named it, and what it should be ("a Loop backup"), for the messages.
    package let file: String
    package let what: String
    private let queue: SQLiteDatabase

    private init(file: String, what: String, queue: SQLiteDatabase) {
        self.file = file
        self.what = what
        self.queue = queue
    }

    /// A read-only in-memory database of `bytes`, the contents of `file`, hardened before any other statement runs.
    package static func open(_ bytes: [UInt8], file: String, what: String) throws(TransferError) -> UntrustedDatabase {
        var bytes = bytes
        // Bytes 18 and 19 of the header are the write and read versions: 2 means WAL, 1 a rollback journal.
        if bytes.count >= 20 { (bytes[18], bytes[19]) = (1, 1) }
        do {
            let queue = try SQLiteDatabase.inMemory()
            try queue.inDatabase { db in
                try enableDefensive(db, file: file)
                try db.execute(sql: "PRAGMA trusted_schema = OFF; PRAGMA cell_size_check = ON; PRAGMA mmap_size = 0")
                try deserialize(bytes, into: db, file: file)
                try db.execute(sql: "PRAGMA query_only = ON")
            }
            return UntrustedDatabase(file: file, what: what, queue: queue)
        } catch {
            throw failure(error, file: file, what: what)
        }
    }

    /// Throws unless SQLite's quick check finds the file sound.
    package func quickCheck() throws(TransferError) {
        let results = try read { db in try db.fetchAll(String.self, sql: "PRAGMA quick_check(1)") }
        guard results == ["ok"] else { throw TransferError(file: file, Self.damaged) }
    }

    /// The file's `user_version`.
    package func userVersion() throws(TransferError) -> Int {
        try read { db in try db.fetchOne(Int.self, sql: "PRAGMA user_version") ?? 0 }
    }

    /// Throws unless `table` is a plain table of the file (a view in its place, such as an endless recursive one, is
    /// refused).
    package func requireTable(_ table: String) throws(TransferError) {
        let row = try read { db in
            try db.makeStatement(sql: "SELECT type, sql FROM sqlite_master WHERE lower(name) = lower(?)").firstRow(
                arguments: [table]
            ) { row in (row["type"] as String?, row["sql"] as String? ?? "") }
        }
        guard let (type, sql) = row else {
            throw TransferError(file: file, "is not \(what): it has no '\(table)' table")
        }
        guard type == "table", !sql.uppercased().hasPrefix("CREATE VIRTUAL") else {
            throw TransferError(file: file, "'\(table)' is a \(type ?? "schema entry"), not a table, in this file")
        }
    }

    /// The names of `table`'s columns, lowercased.
    package func columns(of table: String) throws(TransferError) -> Set<String> {
        let quoted = "\"" + table.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        return try read { db in
            Set(
                try db.rows(sql: "PRAGMA table_info(\(quoted))") { row in (row["name"] as String?)?.lowercased() }
                    .compactMap { $0 })
        }
    }

    /// Calls `body` with each row of `sql` (a `SELECT` of the named `columns`, which the row is read by), in order.
    package func eachRow(
        _ sql: String, columns: [String], _ body: (UntrustedRow) throws(TransferError) -> Void
    ) throws(TransferError) {
        var thrown: TransferError?
        try read { db in
            let rows = try db.makeStatement(sql: sql).cursor()
            while let row = try rows.next() {
                let values = (0..<row.count).map { UntrustedValue(row.value($0)) }
                do throws(TransferError) {
                    try body(UntrustedRow(columns: columns, values: values))
                } catch {
                    thrown = error
                    return
                }
            }
        }
        if let thrown { throw thrown }
    }

    /// Whether the connection runs with SQLite's defensive flag.
    package var isDefensive: Bool {
        queue.inDatabase { db in Self.isDefensive(db) }
    }

    /// The value of an integer pragma (`trusted_schema`), or nil.
    package func pragma(_ name: String) -> Int? {
        try? queue.inDatabase { db in try db.fetchOne(Int.self, sql: "PRAGMA \(name)") }
    }

    /// Runs `sql` as a statement that would write: for tests, which expect SQLite to refuse it.
    package func attemptWrite(_ sql: String) throws(TransferError) {
        try read { db in try db.execute(sql: sql) }
    }

    private static let damaged = "is damaged or truncated: SQLite's quick check failed"

    private func read<T>(_ work: (SQLiteDatabase) throws -> T) throws(TransferError) -> T {
        do {
            return try queue.inDatabase(work)
        } catch {
            throw Self.failure(error, file: file, what: what)
        }
    }

    /// A SQLite error as the user reads it.
    private static func failure(_ error: any Error, file: String, what: String) -> TransferError {
        if let error = error as? TransferError { return error }
        guard let error = error as? SQLiteError else {
            return TransferError(file: file, "cannot be read as \(what): \(error)")
        }
        if error.resultCode == .notADatabase || error.resultCode == .corrupt {
            return TransferError(file: file, damaged)
        }
        return TransferError(file: file, "cannot be read as \(what): \(error.message ?? "\(error.resultCode)")")
    }

    /// Hands a copy of `bytes` to SQLite as the connection's main database, read-only and freed with it.
    private static func deserialize(_ bytes: [UInt8], into db: SQLiteDatabase, file: String) throws {
        guard let buffer = sqlite3_malloc64(UInt64(max(1, bytes.count)))?.assumingMemoryBound(to: UInt8.self) else {
            throw TransferError(file: file, "cannot be read: there is not enough memory for a copy of it")
        }
        bytes.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { buffer.update(from: base, count: source.count) }
        }
        let flags = UInt32(SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_READONLY)
        let code = sqlite3_deserialize(
            db.handle, "main", buffer, Int64(bytes.count), Int64(max(1, bytes.count)), flags)
        guard code == SQLITE_OK else { throw TransferError(file: file, damaged) }
    }

    /// Sets SQLite's defensive flag and reads it back, failing closed when it did not take.
    private static func enableDefensive(_ db: SQLiteDatabase, file: String) throws {
        var state: Int32 = 0
        _ = ritualist_sqlite3_defensive(db.handle, 1, &state)
        guard isDefensive(db) else {
            throw TransferError(
                file: file, "is not read: SQLite's defensive mode, which an untrusted file needs, is off")
        }
    }

    private static func isDefensive(_ db: SQLiteDatabase) -> Bool {
        var state: Int32 = 0
        return ritualist_sqlite3_defensive(db.handle, -1, &state) == 0 && state == 1
    }
}

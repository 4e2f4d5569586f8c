import CSQLiteConfig
import Foundation
import GRDB
import GRDBSQLite

/// Opens a Loop backup the way SQLite advises for a database file from elsewhere, and checks what it holds.
///
/// The file alone, never what lies beside it: its bytes (within the reader's bound) are copied into memory and
/// opened there, read-only, so a `-wal` or `-journal` file next to it is never read (however large) and nothing
/// (`-shm`, a lock) is created beside it; the copy is marked a rollback-journal database, so SQLite looks for no
/// write-ahead log. Then `trusted_schema` off, so no view or trigger in the file can call a function with side
/// effects; the defensive flag, so no statement can corrupt it; cell-size checks on and no memory map; then a
/// `quick_check` before anything is read. `Habits` and `Repetitions` must be plain tables (a view in their place,
/// such as an endless recursive one, is refused) with the columns the file's version has.
enum LoopBackupDatabase {
    /// A read-only in-memory copy of the file at `path`, hardened before any other statement runs.
    static func open(_ path: String) throws -> DatabaseQueue {
        var bytes = try ForeignFile.read(path, limit: LoopBackupReader.maximumFileSize, what: "a Loop backup")
        // Bytes 18 and 19 of the header are the write and read versions: 2 means WAL, 1 a rollback journal.
        if bytes.count >= 20 { (bytes[18], bytes[19]) = (1, 1) }
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            try enableDefensive(db, file: path)
            for pragma in ["trusted_schema = OFF", "cell_size_check = ON", "mmap_size = 0"] {
                try db.execute(sql: "PRAGMA \(pragma)")
            }
        }
        let queue = try DatabaseQueue(configuration: configuration)
        try queue.inDatabase { db in
            try deserialize(bytes, into: db, file: path)
            try db.execute(sql: "PRAGMA query_only = ON")
        }
        return queue
    }

    /// Hands a copy of `bytes` to SQLite as the connection's main database, read-only and freed with it.
    private static func deserialize(_ bytes: [UInt8], into db: Database, file: String) throws {
        guard let buffer = sqlite3_malloc64(UInt64(max(1, bytes.count)))?.assumingMemoryBound(to: UInt8.self) else {
            throw TransferError(file: file, "cannot be read: there is not enough memory for a copy of it")
        }
        bytes.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { buffer.update(from: base, count: source.count) }
        }
        let flags = UInt32(SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_READONLY)
        let code = sqlite3_deserialize(
            db.sqliteConnection, "main", buffer, Int64(bytes.count), Int64(max(1, bytes.count)), flags)
        guard code == SQLITE_OK else {
            throw TransferError(file: file, "is damaged or truncated: SQLite's quick check failed")
        }
    }

    /// Throws unless SQLite's quick check finds the file sound.
    static func quickCheck(_ db: Database, file: String) throws {
        let results = try String.fetchAll(db, sql: "PRAGMA quick_check(1)")
        guard results == ["ok"] else {
            throw TransferError(file: file, "is damaged or truncated: SQLite's quick check failed")
        }
    }

    /// Throws unless `table` is a plain table of the file.
    static func requireTable(_ db: Database, _ table: String, file: String) throws {
        let row = try Row.fetchOne(
            db, sql: "SELECT type, sql FROM sqlite_master WHERE lower(name) = lower(?)", arguments: [table])
        guard let row else { throw TransferError(file: file, "is not a Loop backup: it has no '\(table)' table") }
        let type: String? = row["type"]
        let sql: String = row["sql"] ?? ""
        guard type == "table", !sql.uppercased().hasPrefix("CREATE VIRTUAL") else {
            throw TransferError(file: file, "'\(table)' is a \(type ?? "schema entry"), not a table, in this file")
        }
    }

    /// Throws unless `table` has every column `version` needs.
    static func requireColumns(_ db: Database, _ table: String, version: Int, file: String) throws {
        let present = Set(
            try Row.fetchAll(db, sql: "PRAGMA table_info(\(table))").compactMap {
                ($0["name"] as String?)?.lowercased()
            })
        for column in LoopBackupSchema.columns(of: table, version: version) where !present.contains(column) {
            throw TransferError(
                file: file,
                "the '\(table)' table has no '\(column)' column, which a Loop backup of version \(version) has")
        }
    }

    /// Sets SQLite's defensive flag and reads it back, failing closed when it did not take.
    private static func enableDefensive(_ db: Database, file: String) throws {
        var state: Int32 = 0
        _ = ritualist_sqlite3_defensive(db.sqliteConnection, 1, &state)
        guard isDefensive(db) else {
            throw TransferError(
                file: file, "is not read: SQLite's defensive mode, which an untrusted file needs, is off")
        }
    }

    /// Whether the connection runs with SQLite's defensive flag.
    static func isDefensive(_ db: Database) -> Bool {
        var state: Int32 = 0
        return ritualist_sqlite3_defensive(db.sqliteConnection, -1, &state) == 0 && state == 1
    }
}

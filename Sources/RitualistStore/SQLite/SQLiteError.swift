import CSQLite

/// A failure SQLite reported: its result code, its message and the statement it came from.
package struct SQLiteError: Error, CustomStringConvertible {
    /// SQLite's extended result code (`SQLITE_CONSTRAINT_UNIQUE`, `SQLITE_BUSY_SNAPSHOT`, …).
    package let extendedCode: Int32
    /// SQLite's message, as `sqlite3_errmsg` gave it.
    package let message: String?
    /// The statement that failed, when one did.
    package let sql: String?

    package init(code: Int32, message: String?, sql: String? = nil) {
        self.extendedCode = code
        self.message = message
        self.sql = sql
    }

    /// The failure the connection `connection` holds for `code`.
    init(code: Int32, connection: OpaquePointer?, sql: String? = nil) {
        self.init(code: code, message: connection.map { String(cString: sqlite3_errmsg($0)) }, sql: sql)
    }

    /// The primary result code, the extended code's low byte.
    package var resultCode: SQLiteResultCode { SQLiteResultCode(rawValue: extendedCode & 0xFF) }

    package var description: String {
        let text = message ?? String(cString: sqlite3_errstr(extendedCode))
        return sql.map { "\(text) (in: \($0))" } ?? text
    }
}

/// SQLite's primary result codes the program tells apart.
package struct SQLiteResultCode: Equatable, Sendable, CustomStringConvertible {
    package let rawValue: Int32

    package init(rawValue: Int32) { self.rawValue = rawValue }

    package static let busy = SQLiteResultCode(rawValue: SQLITE_BUSY)
    package static let constraint = SQLiteResultCode(rawValue: SQLITE_CONSTRAINT)
    package static let notADatabase = SQLiteResultCode(rawValue: SQLITE_NOTADB)
    package static let cannotOpen = SQLiteResultCode(rawValue: SQLITE_CANTOPEN)
    package static let readOnly = SQLiteResultCode(rawValue: SQLITE_READONLY)
    package static let corrupt = SQLiteResultCode(rawValue: SQLITE_CORRUPT)
    package static let permission = SQLiteResultCode(rawValue: SQLITE_PERM)
    package static let authorization = SQLiteResultCode(rawValue: SQLITE_AUTH)
    package static let full = SQLiteResultCode(rawValue: SQLITE_FULL)
    package static let ioError = SQLiteResultCode(rawValue: SQLITE_IOERR)

    /// SQLite's own words for the code ("database is locked").
    package var description: String { String(cString: sqlite3_errstr(rawValue)) }
}

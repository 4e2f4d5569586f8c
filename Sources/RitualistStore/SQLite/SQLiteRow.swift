import CSQLite
import Foundation

/// The row a statement stands on, read in place: valid until the statement steps on or is reset.
///
/// `row[0] as String` reads a column by its index, `row["name"] as String?` by its name; a NULL read as a value that is
/// not optional, or a name the statement does not have, is a programming error.
package struct Row {
    let statement: OpaquePointer

    /// The number of columns.
    package var count: Int { Int(sqlite3_column_count(statement)) }

    package subscript<Value: SQLiteColumnValue>(_ column: Int) -> Value {
        guard let value = Value(statement: statement, column: Int32(column)) else {
            preconditionFailure("column \(column) of \(sqlText) is NULL or not a \(Value.self)")
        }
        return value
    }

    package subscript<Value: SQLiteColumnValue>(_ column: Int) -> Value? {
        Value(statement: statement, column: Int32(column))
    }

    package subscript<Value: SQLiteColumnValue>(_ name: String) -> Value {
        self[index(of: name)]
    }

    package subscript<Value: SQLiteColumnValue>(_ name: String) -> Value? {
        self[index(of: name)]
    }

    /// The value of `column` as SQLite stores it.
    package func value(_ column: Int) -> SQLiteValue { SQLiteValue(statement: statement, column: Int32(column)) }

    /// The names of the columns, in order.
    package var columnNames: [String] {
        (0..<sqlite3_column_count(statement)).map { String(cString: sqlite3_column_name(statement, $0)) }
    }

    private func index(of name: String) -> Int {
        for column in 0..<sqlite3_column_count(statement)
        where String(cString: sqlite3_column_name(statement, column)) == name {
            return Int(column)
        }
        preconditionFailure("\(sqlText) has no column '\(name)'")
    }

    private var sqlText: String { sqlite3_sql(statement).map { String(cString: $0) } ?? "the statement" }

    /// The row's columns read in place, by index (see `ColumnReader`).
    var columns: ColumnReader { ColumnReader(statement: statement) }
}

/// A value as SQLite stores it in one column of one row.
package enum SQLiteValue: Equatable, Sendable {
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])
    case null

    package init(statement: OpaquePointer, column: Int32) {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER: self = .integer(sqlite3_column_int64(statement, column))
        case SQLITE_FLOAT: self = .real(sqlite3_column_double(statement, column))
        case SQLITE_TEXT: self = .text(ColumnReader(statement: statement).text(column) ?? "")
        case SQLITE_BLOB: self = .blob(Array(ColumnReader(statement: statement).blob(column)))
        default: self = .null
        }
    }
}

/// A type a column's value is read as. The reading converts as SQLite's own `sqlite3_column_*` functions do (an
/// integer column read as text is its decimal digits); NULL is nil.
package protocol SQLiteColumnValue {
    init?(statement: OpaquePointer, column: Int32)
}

extension String: SQLiteColumnValue {
    package init?(statement: OpaquePointer, column: Int32) {
        guard let text = ColumnReader(statement: statement).text(column) else { return nil }
        self = text
    }
}

extension Int: SQLiteColumnValue {
    package init?(statement: OpaquePointer, column: Int32) {
        guard sqlite3_column_type(statement, column) != SQLITE_NULL else { return nil }
        self = Int(sqlite3_column_int64(statement, column))
    }
}

extension Int64: SQLiteColumnValue {
    package init?(statement: OpaquePointer, column: Int32) {
        guard sqlite3_column_type(statement, column) != SQLITE_NULL else { return nil }
        self = sqlite3_column_int64(statement, column)
    }
}

extension Double: SQLiteColumnValue {
    package init?(statement: OpaquePointer, column: Int32) {
        guard sqlite3_column_type(statement, column) != SQLITE_NULL else { return nil }
        self = sqlite3_column_double(statement, column)
    }
}

extension Bool: SQLiteColumnValue {
    package init?(statement: OpaquePointer, column: Int32) {
        guard sqlite3_column_type(statement, column) != SQLITE_NULL else { return nil }
        self = sqlite3_column_int64(statement, column) != 0
    }
}

extension Data: SQLiteColumnValue {
    package init?(statement: OpaquePointer, column: Int32) {
        guard sqlite3_column_type(statement, column) != SQLITE_NULL else { return nil }
        self = Data(ColumnReader(statement: statement).blob(column))
    }
}

extension SQLiteValue: SQLiteColumnValue {}

/// The columns of the row a statement stands on, read in place by index, for reads of many rows where each column's
/// type is known.
struct ColumnReader {
    let statement: OpaquePointer

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

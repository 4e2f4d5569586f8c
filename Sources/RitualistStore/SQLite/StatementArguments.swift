import CSQLite
import Foundation

/// A value a statement's parameter can be bound to.
package protocol SQLiteBindable {
    /// Binds the value to parameter `index` (from 1) of `statement`; returns SQLite's result code.
    func bind(to statement: OpaquePointer, at index: Int32) -> Int32
}

/// The values of a statement's parameters, in order; nil binds NULL.
package struct StatementArguments: ExpressibleByArrayLiteral {
    package var values: [(any SQLiteBindable)?]

    package init() { values = [] }

    package init(_ values: [(any SQLiteBindable)?]) { self.values = values }

    package init<S: Sequence>(_ values: S) where S.Element: SQLiteBindable { self.values = values.map { $0 } }

    package init(arrayLiteral elements: (any SQLiteBindable)?...) { values = elements }

    package var isEmpty: Bool { values.isEmpty }

    package static func += (lhs: inout StatementArguments, rhs: StatementArguments) { lhs.values += rhs.values }

    package static func + (lhs: StatementArguments, rhs: StatementArguments) -> StatementArguments {
        StatementArguments(lhs.values + rhs.values)
    }
}

/// SQLite copies a text or blob bound with this destructor before the call returns.
let transientDestructor = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)

extension String: SQLiteBindable {
    package func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        var text = self
        return text.withUTF8 { bytes in
            // The empty text is bound from a C string: a nil pointer would bind NULL.
            guard let base = bytes.baseAddress else {
                return sqlite3_bind_text(statement, index, "", 0, transientDestructor)
            }
            return UnsafeRawPointer(base).withMemoryRebound(to: CChar.self, capacity: bytes.count) { pointer in
                sqlite3_bind_text(statement, index, pointer, Int32(bytes.count), transientDestructor)
            }
        }
    }
}

/// An integer is bound as SQLite's 64-bit integer.
extension SQLiteBindable where Self: BinaryInteger {
    package func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        sqlite3_bind_int64(statement, index, Int64(self))
    }
}

extension Int: SQLiteBindable {}
extension Int64: SQLiteBindable {}
extension Int32: SQLiteBindable {}

extension Double: SQLiteBindable {
    package func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        sqlite3_bind_double(statement, index, self)
    }
}

extension Bool: SQLiteBindable {
    package func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        sqlite3_bind_int64(statement, index, self ? 1 : 0)
    }
}

extension Data: SQLiteBindable {
    package func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        withUnsafeBytes { bytes in
            // The empty blob is bound as a blob of no bytes: a nil pointer would bind NULL.
            guard let base = bytes.baseAddress else { return sqlite3_bind_zeroblob(statement, index, 0) }
            return sqlite3_bind_blob(statement, index, base, Int32(bytes.count), transientDestructor)
        }
    }
}

extension Optional: SQLiteBindable where Wrapped: SQLiteBindable {
    package func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        guard let self else { return sqlite3_bind_null(statement, index) }
        return self.bind(to: statement, at: index)
    }
}

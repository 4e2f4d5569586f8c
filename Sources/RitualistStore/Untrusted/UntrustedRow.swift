/// A value of a row of an untrusted file, as SQLite stores it: a column holds any type there, whatever it declares.
package enum UntrustedValue: Equatable, Sendable {
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob
    case null

    init(_ value: SQLiteValue) {
        switch value {
        case .integer(let value): self = .integer(value)
        case .real(let value): self = .real(value)
        case .text(let text): self = .text(text)
        case .blob: self = .blob
        case .null: self = .null
        }
    }
}

/// One row of an untrusted file, read by the names of the columns its `SELECT` named.
package struct UntrustedRow {
    let columns: [String]
    let values: [UntrustedValue]

    /// The value of `column`; null for a column the `SELECT` did not name.
    package subscript(_ column: String) -> UntrustedValue {
        for index in columns.indices where index < values.count && columns[index] == column { return values[index] }
        return .null
    }
}

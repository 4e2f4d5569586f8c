import GRDB

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
}

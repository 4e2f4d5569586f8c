import Foundation
import Testing

@testable import RitualistStore

/// The store's SQLite layer (`SQLite/`): values bound and read back as SQLite stores them, statements run in turn
/// with their arguments, transactions and savepoints that commit or undo, and SQLite's failures with its codes.
@Suite struct SQLiteLayerTests {
    let db: SQLiteDatabase

    init() throws {
        db = try SQLiteDatabase.inMemory()
        try db.execute(sql: "CREATE TABLE t (v ANY) STRICT")
    }

    private func stored(_ value: (any SQLiteBindable)?) throws -> SQLiteValue? {
        try db.execute(sql: "DELETE FROM t; INSERT INTO t (v) VALUES (?)", arguments: [value])
        return try db.fetchOne(SQLiteValue.self, sql: "SELECT v FROM t")
    }

    @Test func eachValueIsStoredAsItsOwnType() throws {
        let cases: [((any SQLiteBindable)?, SQLiteValue)] = [
            ("Stretch", .text("Stretch")), ("", .text("")), ("é🏃\u{0}x", .text("é🏃\u{0}x")),
            (42, .integer(42)), (Int64.min, .integer(.min)), (Int32(-7), .integer(-7)), (true, .integer(1)),
            (2.5, .real(2.5)), (Data([0, 1, 255]), .blob([0, 1, 255])), (Data(), .blob([])),
            (nil, .null), (String?.none, .null), (Int?.some(3), .integer(3)),
        ]
        for (value, expected) in cases {
            #expect(try stored(value) == expected, "\(String(describing: value))")
        }
    }

    @Test func columnsAreReadByIndexAndByNameAsSQLiteConvertsThem() throws {
        let row = try db.makeStatement(sql: "SELECT 12 AS n, 'x' AS s, NULL AS z, 1.5 AS r").firstRow { row in
            (row[0] as String, row["s"] as String, row["z"] as Int?, row["r"] as Double, row.columnNames)
        }
        let (digits, text, null, real, names) = try #require(row)
        #expect(digits == "12" && text == "x" && null == nil && real == 1.5)
        #expect(names == ["n", "s", "z", "r"])
        #expect(try db.fetchAll(Int.self, sql: "SELECT 1 UNION ALL SELECT NULL UNION ALL SELECT 3") == [1, 3])
        #expect(try db.fetchOne(Int.self, sql: "SELECT 1 WHERE 0") == nil)
    }

    @Test func theStatementsOfOneTextTakeTheirArgumentsInTurn() throws {
        try db.execute(
            sql: "INSERT INTO t (v) VALUES (?); -- a comment\n INSERT INTO t (v) VALUES (?), (?);",
            arguments: [1, 2, 3])
        #expect(try db.fetchAll(Int.self, sql: "SELECT v FROM t ORDER BY v") == [1, 2, 3])
        #expect(db.changesCount == 2)
        for (arguments, message) in [([1], "too few arguments"), ([1, 2, 3, 4], "1 arguments left unbound")] {
            let error = #expect(throws: SQLiteError.self) {
                try db.execute(sql: "SELECT ?; SELECT ?, ?", arguments: StatementArguments(arguments))
            }
            #expect(error?.message == message)
        }
        let error = #expect(throws: SQLiteError.self) { try db.makeStatement(sql: "SELECT ?").execute() }
        #expect(error?.message == "0 arguments for 1 parameters")
    }

    @Test func aTransactionCommitsWhenItsWorkReturnsAndLeavesNothingWhenItThrows() throws {
        struct Refused: Error {}
        try db.transaction(.immediate) { try db.execute(sql: "INSERT INTO t (v) VALUES (1)") }
        #expect(throws: Refused.self) {
            try db.transaction(.deferred) {
                try db.execute(sql: "INSERT INTO t (v) VALUES (2)")
                throw Refused()
            }
        }
        #expect(!db.isInsideTransaction)
        try db.transaction(.immediate) {
            try db.savepoint("kept") { try db.execute(sql: "INSERT INTO t (v) VALUES (3)") }
            do {
                try db.savepoint("undone") {
                    try db.execute(sql: "INSERT INTO t (v) VALUES (4)")
                    throw Refused()
                }
                Issue.record("the savepoint's work threw, and so should the savepoint")
            } catch {
                #expect(error is Refused)
            }
            #expect(db.isInsideTransaction)
        }
        let kept = try db.fetchAll(Int.self, sql: "SELECT v FROM t ORDER BY v")
        #expect(kept == [1, 3])
    }

    @Test func aFailureCarriesSQLitesExtendedCodeItsMessageAndItsStatement() throws {
        try db.execute(sql: "CREATE TABLE u (k INTEGER PRIMARY KEY, s TEXT NOT NULL)")
        try db.execute(sql: "INSERT INTO u VALUES (1, 'a')")
        let duplicate = #expect(throws: SQLiteError.self) { try db.execute(sql: "INSERT INTO u VALUES (1, 'b')") }
        #expect(duplicate?.resultCode == .constraint)
        #expect(duplicate?.extendedCode == 1555)  // SQLITE_CONSTRAINT_PRIMARYKEY
        #expect(duplicate?.message == "UNIQUE constraint failed: u.k")
        #expect(duplicate?.sql == "INSERT INTO u VALUES (1, 'b')")
        // A double-quoted word is a column name, never a string.
        let quoted = #expect(throws: SQLiteError.self) { try db.execute(sql: "SELECT \"nothing\"") }
        #expect(quoted?.message == "no such column: nothing")
    }

    @Test func aCursorStopsWhereItsReaderStopsAndTheStatementRunsAgain() throws {
        try db.execute(sql: "INSERT INTO t (v) VALUES (1), (2), (3)")
        let statement = try db.cachedStatement(sql: "SELECT v FROM t ORDER BY v")
        var cursor: RowCursor? = try statement.cursor()
        #expect(try cursor?.next().map { $0[0] as Int } == 1)
        cursor = nil
        #expect(try statement.rows { $0[0] as Int } == [1, 2, 3])
        #expect(try db.cachedStatement(sql: "SELECT v FROM t ORDER BY v") === statement)
    }

    @Test func aReadOnlyConnectionRefusesToWrite() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sqlite-layer-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("file.sqlite").path
        try SQLiteDatabase.open(path: path).execute(sql: "CREATE TABLE t (v)")
        let reader = try SQLiteDatabase.open(path: path, readOnly: true)
        #expect(try reader.tableExists("t") && !reader.tableExists("u"))
        let error = #expect(throws: SQLiteError.self) { try reader.execute(sql: "INSERT INTO t VALUES (1)") }
        #expect(error?.resultCode == .readOnly)
        let missing = #expect(throws: SQLiteError.self) {
            try SQLiteDatabase.open(path: directory.appendingPathComponent("none").path, readOnly: true)
        }
        #expect(missing?.resultCode == .cannotOpen)
    }
}

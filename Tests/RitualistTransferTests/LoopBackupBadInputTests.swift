import Foundation
import IntentKitTesting
import Primitives
import RitualistTransfer
import Testing

#if canImport(Glibc)
    import Glibc
#endif

struct LoopBackupBadInputTests {
    typealias Fixture = LoopBackupFixture

    private func message(_ path: String) -> String? {
        LoopReading.message { () throws(TransferError) in try LoopBackupReader().read(URL(fileURLWithPath: path)) }
    }

    private func validBackup(in directory: TemporaryDirectory) throws -> String {
        var fixture = Fixture()
        fixture.habits = (1...40).map {
            .init(id: $0, name: "Habit \($0)", description: String(repeating: "x", count: 500))
        }
        fixture.entries = (1...40).flatMap { habit in
            (0..<30).map { .init(habit: habit, timestamp: Fixture.timestamp("2024-01-01") + $0 * 86_400_000) }
        }
        let path = directory.path("backup.db")
        try fixture.write(to: path)
        return path
    }

    @Test func aFileThatIsNotSQLiteIsRefused() throws {
        let directory = TemporaryDirectory()
        let path = try directory.write("backup.db", "Date,Value\n2024-01-01,YES_MANUAL\n")
        #expect(message(path) == "\(path): is not a Loop backup: it is not a SQLite database")
    }

    @Test func aTruncatedBackupIsRefusedAsDamaged() throws {
        let directory = TemporaryDirectory()
        let path = try validBackup(in: directory)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))
        #expect(message(path) == "\(path): is damaged or truncated: SQLite's quick check failed")
    }

    @Test func aSQLiteFileWithoutLoopsTablesIsRefused() throws {
        let directory = TemporaryDirectory()
        let path = directory.path("other.db")
        try Fixture().write(to: path, schema: ["CREATE TABLE Notes (id INTEGER)"])
        #expect(message(path) == "\(path): is not a Loop backup: it has no 'Habits' table")
    }

    @Test func anEndlessRecursiveViewInPlaceOfATableIsRefused() throws {
        let directory = TemporaryDirectory()
        let path = directory.path("backup.db")
        try Fixture().write(
            to: path,
            schema: [
                Fixture.habitsTable(version: 25),
                "CREATE VIEW Repetitions AS WITH RECURSIVE n(habit) AS (SELECT 1 UNION ALL SELECT habit + 1 FROM n) "
                    + "SELECT habit, habit AS timestamp, 2 AS value, '' AS notes FROM n",
            ])
        #expect(message(path) == "\(path): 'Repetitions' is a view, not a table, in this file")
    }

    @Test(arguments: [
        (25, "Repetitions", "notes"), (16, "Repetitions", "value"), (18, "Habits", "target_value"),
        (23, "Habits", "question"), (12, "Habits", "freq_den"),
    ])
    func aColumnTheVersionHasIsRequired(version: Int, table: String, column: String) throws {
        let directory = TemporaryDirectory()
        let path = directory.path("backup.db")
        let full =
            table == "Habits" ? Fixture.habitsTable(version: version) : Fixture.repetitionsTable(version: version)
        let without = full.replacingOccurrences(
            of: #", \#(column) [A-Z]+[^,)]*"#, with: "", options: .regularExpression)
        let schema =
            table == "Habits"
            ? [without, Fixture.repetitionsTable(version: version)] : [Fixture.habitsTable(version: version), without]
        try Fixture(version: version).write(to: path, schema: schema)
        #expect(
            message(path)
                == "\(path): the '\(table)' table has no '\(column)' column, which a Loop backup of version \(version) has"
        )
    }

    @Test func aFolderAFIFOAndAMissingFileAreRefusedByName() throws {
        let directory = TemporaryDirectory()
        let fifo = directory.path("pipe.db")
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(message(directory.path) == "\(directory.path): is a folder; expected a Loop backup")
        #expect(message(fifo) == "\(fifo): is not a regular file (a pipe or a device); expected a Loop backup")
        #expect(message(directory.path("none.db")) == "\(directory.path("none.db")): there is no such file")
    }

    @Test func anEmptyFileIsNotABackup() throws {
        let directory = TemporaryDirectory()
        let path = try directory.write("empty.db", "")
        #expect(message(path) == "\(path): is not a Loop backup: it is not a SQLite database")
    }
}

struct LoopBackupBoundsTests {
    @Test(arguments: [
        (2, 100, "holds more than 2 habits, the most Ritualist reads from one backup"),
        (100, 3, "holds more than 3 entries, the most Ritualist reads from one backup"),
    ])
    func aBackupPastTheBoundsIsRefused(habits: Int, entries: Int, message: String) throws {
        let directory = TemporaryDirectory()
        var fixture = LoopBackupFixture()
        fixture.habits = (1...3).map { .init(id: $0, name: "Habit \($0)") }
        fixture.entries = (1...3).flatMap { habit in
            [0, 1].map { .init(habit: habit, timestamp: LoopBackupFixture.timestamp("2024-01-01") + $0 * 86_400_000) }
        }
        let path = directory.path("backup.db")
        try fixture.write(to: path)
        let reader = LoopBackupReader(maximumHabits: habits, maximumEntries: entries)
        #expect(
            LoopReading.message { () throws(TransferError) in try reader.read(URL(fileURLWithPath: path)) }
                == "\(path): \(message)")
        #expect(
            try LoopBackupReader(maximumHabits: 3, maximumEntries: 6).read(URL(fileURLWithPath: path)).logCount == 6)
    }

    @Test func a2GiBFileIsRefusedBeforeAByteIsRead() throws {
        let directory = TemporaryDirectory()
        let path = try LargeFile.make(directory.path("backup.db"))
        #expect(
            LoopReading.message { () throws(TransferError) in try LoopBackupReader().read(URL(fileURLWithPath: path)) }
                == "\(path): is larger than 256 MiB, the most Ritualist reads as a Loop backup")
    }
}

/// A sparse file of 2 GiB, which takes no room on disk.
enum LargeFile {
    static func make(_ path: String) throws -> String {
        #expect(FileManager.default.createFile(atPath: path, contents: Data("SQLite format 3\u{0}".utf8)))
        #expect(truncate(path, 2 * 1024 * 1024 * 1024) == 0)
        return path
    }
}

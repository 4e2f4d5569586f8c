import Foundation
import IntentKitTesting
import RitualistStore
import RitualistTransfer
import Testing

struct LoopBackupFileAloneTests {
    private static func fixture(description: String = "") -> LoopBackupFixture {
        var fixture = LoopBackupFixture()
        fixture.habits = [.init(id: 1, name: "Meditate", description: description)]
        fixture.entries = [.init(habit: 1, timestamp: LoopBackupFixture.timestamp("2025-01-05"))]
        return fixture
    }

    /// A backup in `directory` with a valid `-wal` beside it that adds a habit the file itself does not hold.
    private static func backupWithLog(in directory: TemporaryDirectory) throws -> String {
        let writing = TemporaryDirectory()
        let original = writing.path("backup.db")
        try fixture().write(to: original)
        let queue = try SQLiteDatabase.open(path: original)
        try queue.inDatabase { db in
            try db.execute(sql: "PRAGMA journal_mode = WAL")
            try db.execute(sql: "PRAGMA wal_autocheckpoint = 0")
        }
        try queue.write { db in
            try db.execute(
                sql: "INSERT INTO Habits (id, name, position, freq_num, freq_den, archived, color, highlight) "
                    + "VALUES (2, 'FromTheLog', 1, 1, 1, 0, 8, 0)")
        }
        // Copied while the writer still holds them: the log is not checkpointed into the file.
        let path = directory.path("backup.db")
        for suffix in ["", "-wal"] {
            try FileManager.default.copyItem(atPath: original + suffix, toPath: path + suffix)
        }
        #expect((try FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int ?? 0) > 0)
        try queue.close()
        return path
    }

    @Test func aLogBesideTheBackupIsNeverReadAndNothingIsCreatedBesideIt() throws {
        let directory = TemporaryDirectory()
        let path = try Self.backupWithLog(in: directory)
        let before = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        let history = try LoopBackupReader().read(URL(fileURLWithPath: path))
        #expect(history.habits.map(\.habit.name) == ["Meditate"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == before)
    }

    @Test func aDescriptionIsShownBoundedInTheReport() throws {
        let directory = TemporaryDirectory()
        let history = try LoopReading.backup(
            Self.fixture(description: String(repeating: "long ", count: 20_000)), in: directory)
        let note = try #require(history.notes.first { $0.reason.hasPrefix("its description: ") })
        #expect(note.reason.count < 300)
        #expect(note.reason.hasSuffix("… (99999 characters)'"), "\(note.reason.suffix(40))")
    }
}

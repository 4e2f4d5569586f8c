import Foundation
import IntentKitTesting
import Primitives
import RitualistCore
import RitualistStore
import RitualistTransfer
import Testing

/// A backup is restored only when it is the program's own store: the schema of its version object for object, and
/// a file every command can open.
struct RestoreSchemaTests {
    static let at = Date(timeIntervalSince1970: 1_762_621_200)

    /// A change to a good backup, and the words the refusal must name it with.
    struct Tampering: Sendable, CustomTestStringConvertible {
        let sql: String
        let named: String
        var testDescription: String { named }
    }

    static let tamperings = [
        Tampering(
            sql: "CREATE TRIGGER wipe AFTER INSERT ON log BEGIN DELETE FROM log WHERE id != NEW.id; END",
            named: "it has the trigger 'wipe', which Ritualist does not make"),
        Tampering(
            sql: "CREATE VIEW every_habit AS SELECT * FROM habit",
            named: "it has the view 'every_habit', which Ritualist does not make"),
        Tampering(
            sql: "CREATE INDEX log_by_value ON log(value)",
            named: "it has the index 'log_by_value', which Ritualist does not make"),
        Tampering(
            sql: "ALTER TABLE habit ADD COLUMN note TEXT",
            named: "it has a table 'habit' unlike the one Ritualist makes"),
        Tampering(sql: "DROP INDEX log_by_day", named: "it has no index 'log_by_day', which Ritualist makes"),
        Tampering(
            sql: "DROP TRIGGER log_binary_once_a_day",
            named: "it has no trigger 'log_binary_once_a_day', which Ritualist makes"),
        Tampering(
            sql: "INSERT INTO grdb_migrations VALUES ('v12: from elsewhere')",
            named: "it has a record of migrations that is not that of its schema version"),
    ]

    @Test(arguments: tamperings)
    func aBackupWhoseSchemaIsNotTheProgramsIsRefusedNamingWhatDiffers(tampering: Tampering) throws {
        let fixture = try TransferFixture()
        let backup = try backUp(fixture)
        try SQLiteDatabase.open(path: backup).inDatabase { db in try db.execute(sql: tampering.sql) }
        let message = try expectRefused(backup, fixture)
        #expect(
            message.hasPrefix("is not the store Ritualist makes at schema version \(SQLiteHabitStore.schemaVersion): "),
            "\(message)")
        #expect(message.contains(tampering.named), "\(message)")
    }

    @Test func aBackupWithOneTriggerMoreCannotRewriteTheHistoryOfTheNextCommand() throws {
        let fixture = try TransferFixture()
        let backup = try backUp(fixture)
        try SQLiteDatabase.open(path: backup).inDatabase { db in
            try db.execute(
                sql: "CREATE TRIGGER rename_all AFTER INSERT ON log BEGIN UPDATE habit SET name = 'x' || id; END")
        }
        #expect(throws: TransferError.self) { try StoreRestore.restore(backup, over: fixture.store.path, at: Self.at) }
        let store = try SQLiteHabitStore.open(at: fixture.store.path)
        #expect(try store.habit(named: "Meditate") != nil)
    }

    @Test(arguments: [1, 4, 5, 9, 10])
    func aBackupOfAnOlderVersionRestoresAndOpens(version: Int) throws {
        let fixture = try TransferFixture()
        let backup = fixture.folder.path("older.sqlite")
        try SQLiteDatabase.open(path: backup).inDatabase { db in
            try SchemaDescription.make(db, atVersion: version)
        }
        let kept = try StoreRestore.restore(backup, over: fixture.store.path, at: Self.at)
        #expect(kept != nil)
        let store = try SQLiteHabitStore.open(at: fixture.store.path)
        #expect(try store.habits(includeArchived: true).isEmpty)
    }

    @Test func aStoreThatNoCommandCouldOpenIsRefusedAndTheCurrentStoreStays() throws {
        let fixture = try TransferFixture()
        let backup = fixture.folder.path("broken.sqlite")
        try SQLiteDatabase.open(path: backup).inDatabase { db in
            try SchemaDescription.make(db, atVersion: 5)
            // Every schema check passes; the change log's migration cannot read the habit and so no open succeeds.
            try db.execute(
                sql: """
                    INSERT INTO habit (id, name, nameKey, kind, schedule, startDay, displayOrder, createdAt)
                    VALUES ('not-a-uuid', 'Odd', 'odd', 'binary', 'daily', 20000, 0, 0)
                    """)
        }
        #expect(throws: StoreError.self, "the fixture is a file no command opens") { try copyAndOpen(backup, fixture) }
        let message = try expectRefused(backup, fixture)
        #expect(message.hasPrefix("cannot be opened as a store: "), "\(message)")
    }

    @Test func twoRestoresInOneInstantKeepBothPreviousStoresUnderNamesOfTheirOwn() throws {
        let fixture = try TransferFixture()
        let backup = try backUp(fixture)
        let first = try #require(try StoreRestore.restore(backup, over: fixture.store.path, at: Self.at))
        let second = try #require(try StoreRestore.restore(backup, over: fixture.store.path, at: Self.at))
        let third = try #require(try StoreRestore.restore(backup, over: fixture.store.path, at: Self.at))
        #expect(Set([first, second, third]).count == 3)
        #expect(second == first + "-2")
        for kept in [first, second, third] {
            #expect(try SQLiteHabitStore.open(at: kept).habit(named: "Meditate") != nil)
        }
    }

    private func copyAndOpen(_ file: String, _ fixture: TransferFixture) throws {
        let probe = fixture.folder.path("probe/ritualist.sqlite")
        try FileManager.default.createDirectory(atPath: fixture.folder.path("probe"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: file, toPath: probe)
        _ = try SQLiteHabitStore.open(at: probe, busyTimeout: 0)
    }

    private func backUp(_ fixture: TransferFixture) throws -> String {
        let backup = fixture.folder.path("backup.sqlite")
        try StoreBackup.backup(store: fixture.store.path, to: backup)
        return backup
    }

    /// Restores `file` expecting a refusal that names it and changes nothing; returns the refusal's message.
    private func expectRefused(_ file: String, _ fixture: TransferFixture) throws -> String {
        let before = try ImportTests.contents(fixture.store)
        var message = ""
        do {
            _ = try StoreRestore.restore(file, over: fixture.store.path, at: Self.at)
            Issue.record("'\(file)' was restored")
        } catch let error as TransferError {
            #expect(error.file == file)
            message = error.message
        }
        #expect(try ImportTests.contents(fixture.store) == before)
        let names = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path)
        #expect(!names.contains { $0.contains("before-restore") || $0.contains("restoring") }, "\(names)")
        return message
    }
}

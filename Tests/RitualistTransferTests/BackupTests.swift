import Foundation
import IntentKitTesting
import Primitives
import RitualistCore
import RitualistStore
import RitualistTransfer
import Testing

struct BackupTests {
    static let at = Date(timeIntervalSince1970: 1_762_621_200)

    @Test func aBackupIsAnOwnerOnlyCopyOfTheStoreThatRestoresTheSameHistory() throws {
        let fixture = try TransferFixture()
        let copy = fixture.folder.path("copy.sqlite")
        try StoreBackup.backup(store: fixture.store.path, to: copy)
        let mode = try FileManager.default.attributesOfItem(atPath: copy)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let before = try ImportTests.contents(fixture.store)
        _ = try fixture.store.addHabit(
            HabitDraft(name: "Later", startDate: TransferFixture.day("2025-11-08")), createdAt: Self.at)
        let kept = try StoreRestore.restore(copy, over: fixture.store.path, at: Self.at)
        #expect(try ImportTests.contents(SQLiteHabitStore.open(at: fixture.store.path)) == before)
        let previous = try #require(kept)
        #expect(try SQLiteHabitStore.open(at: previous).habit(named: "Later") != nil, "the previous store is kept")
    }

    @Test func theBackupsFolderKeepsTheNewestSeven() throws {
        let fixture = try TransferFixture()
        let folder = fixture.folder.path("backups")
        var removed: [String] = []
        for hour in 0..<9 {
            removed += try StoreBackup.backup(
                store: fixture.store.path, intoFolder: folder, at: Self.at + Double(hour * 3600)
            ).removed
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names.count == 7)
        #expect(names.first == StoreBackup.fileName(at: Self.at + 2 * 3600))
        #expect(removed.count == 2)
    }

    @Test func aStoreOfANewerSchemaIsRefusedNamingTheVersionAndNothingChanges() throws {
        let fixture = try TransferFixture()
        let newer = fixture.folder.path("newer.sqlite")
        try StoreBackup.backup(store: fixture.store.path, to: newer)
        try SQLiteDatabase.open(path: newer).inDatabase { db in
            try db.execute(sql: "PRAGMA user_version = \(SQLiteHabitStore.schemaVersion + 1)")
        }
        let before = try ImportTests.contents(fixture.store)
        do {
            _ = try StoreRestore.restore(newer, over: fixture.store.path, at: Self.at)
            Issue.record("a newer store was restored")
        } catch let error as TransferError {
            #expect(
                error.message.contains(
                    "schema version \(SQLiteHabitStore.schemaVersion + 1), which needs a newer Ritualist"))
        }
        #expect(try ImportTests.contents(fixture.store) == before)
    }

    @Test func aRestoreWhileAnotherProcessHoldsTheWriteLockChangesNothing() throws {
        let fixture = try TransferFixture()
        let copy = fixture.folder.path("copy.sqlite")
        try StoreBackup.backup(store: fixture.store.path, to: copy)
        _ = try fixture.store.addHabit(
            HabitDraft(name: "Later", startDate: TransferFixture.day("2025-11-08")), createdAt: Self.at)
        let before = try ImportTests.contents(fixture.store)
        let writer = try SQLiteDatabase.open(path: fixture.store.path)
        try writer.inDatabase { db in
            try db.execute(sql: "BEGIN IMMEDIATE")
            #expect(throws: StoreRestore.Busy.self) {
                try StoreRestore.restore(copy, over: fixture.store.path, at: Self.at)
            }
            try db.execute(sql: "ROLLBACK")
        }
        #expect(try ImportTests.contents(fixture.store) == before)
        let names = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path)
        #expect(!names.contains { $0.contains("before-restore") || $0.contains("restoring") }, "\(names)")
    }

    @Test(arguments: ["not a store", ""])
    func aFileThatIsNoStoreIsRefused(text: String) throws {
        let fixture = try TransferFixture()
        let file = try fixture.folder.write("file.sqlite", text)
        #expect(throws: TransferError.self) { try StoreRestore.restore(file, over: fixture.store.path, at: Self.at) }
    }
}

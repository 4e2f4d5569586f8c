import Foundation
import IntentKitTesting
import RitualistCore
import RitualistStore
import RitualistTransfer
import Testing

/// A restore says what the next sync will bring back: the entries on the server, as the previous store knew
/// them, that the backup lacks.
struct RestoreAndSyncTests {
    static let at = Date(timeIntervalSince1970: 1_762_621_200)

    /// Marks every entry of the store's change log as on the server, as a push or pull does.
    static func markAllOnServer(_ path: String) throws {
        try SQLiteDatabase.open(path: path).write { db in
            try db.execute(sql: "INSERT OR IGNORE INTO syncOnServer (seq) SELECT seq FROM changeLog")
        }
    }

    @Test func theEntriesOnTheServerThatTheBackupLacksAreCounted() throws {
        let fixture = try TransferFixture()
        try Self.markAllOnServer(fixture.store.path)
        let copy = fixture.folder.path("copy.sqlite")
        try StoreBackup.backup(store: fixture.store.path, to: copy)
        let later = try fixture.store.addHabit(
            HabitDraft(name: "Later", startDate: TransferFixture.day("2025-11-08")), createdAt: Self.at)
        _ = try fixture.store.log(
            habitID: later.id, day: TransferFixture.day("2025-11-08"), action: .complete,
            today: TransferFixture.day("2025-11-08"), at: Self.at, timeZone: "UTC")
        try Self.markAllOnServer(fixture.store.path)
        // One more, never pushed: it is not on the server, and the backup lacking it brings nothing back.
        _ = try fixture.store.addHabit(
            HabitDraft(name: "Unsynced", startDate: TransferFixture.day("2025-11-08")), createdAt: Self.at)

        let kept = try #require(try StoreRestore.restore(copy, over: fixture.store.path, at: Self.at))
        #expect(try StoreRestore.entriesOnServer(lackedBy: fixture.store.path, knownTo: kept) == 2)
    }

    @Test func aStoreThatNeverSyncedHasNothingOnTheServer() throws {
        let fixture = try TransferFixture()
        let copy = fixture.folder.path("copy.sqlite")
        try StoreBackup.backup(store: fixture.store.path, to: copy)
        _ = try fixture.store.addHabit(
            HabitDraft(name: "Later", startDate: TransferFixture.day("2025-11-08")), createdAt: Self.at)
        let kept = try #require(try StoreRestore.restore(copy, over: fixture.store.path, at: Self.at))
        #expect(try StoreRestore.entriesOnServer(lackedBy: fixture.store.path, knownTo: kept) == 0)
    }
}

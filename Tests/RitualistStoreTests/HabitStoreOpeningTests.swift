import Foundation
import IntentKit
import IntentKitTesting
import RitualistCore
import Testing

@testable import RitualistStore

@Suite struct HabitStoreOpeningTests {
    @Test func openingCreatesOwnerOnlyFoldersAndOwnerOnlyFiles() throws {
        let directory = TemporaryDirectory()
        let path = directory.path("home/data/ritualist.sqlite")
        let store = try SQLiteHabitStore.open(at: path)
        try store.add(Drafts.stretch)

        #expect(store.path == path)
        #expect(permissions(directory.path("home")) == 0o700)
        #expect(permissions(directory.path("home/data")) == 0o700)
        #expect(permissions(path) == 0o600)
        // SQLite's side files (-wal, -shm) and anything else the store keeps next to the database.
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path("home/data"))
        #expect(files.contains("ritualist.sqlite-wal"))
        for file in files {
            #expect(permissions(directory.path("home/data/" + file)) == 0o600, "\(file)")
        }
    }

    @Test func anExistingFolderIsUsedAsItIs() throws {
        let directory = TemporaryDirectory()
        try FileManager.default.createDirectory(
            atPath: directory.path("data"), withIntermediateDirectories: false,
            attributes: [.posixPermissions: 0o755])
        _ = try SQLiteHabitStore.open(at: directory.path("data/ritualist.sqlite"))
        #expect(permissions(directory.path("data")) == 0o755)
        #expect(permissions(directory.path("data/ritualist.sqlite")) == 0o600)
    }

    @Test func theStoreIsInWALModeForOtherConnections() throws {
        let fixture = StoreFixture()
        let store = try fixture.open()
        try store.add(Drafts.stretch)

        #expect(fixture.exists(fixture.path + "-wal"))
        let mode = try fixture.rawConnection().read { try $0.fetchOne(String.self, sql: "PRAGMA journal_mode") }
        #expect(mode == "wal")
    }

    @Test func releasingTheStoreWritesTheLogBackIntoTheFileAndKeepsTheLogEmpty() throws {
        let fixture = StoreFixture()
        try {
            let store = try fixture.open()
            try store.add(Drafts.stretch)
            #expect(try #require(fileSize(fixture.path + "-wal")) > 0)
        }()
        // Closed: the log was written back into the file and kept, empty, for the next run.
        #expect(fileSize(fixture.path + "-wal") == 0)
        // The file alone holds the change: a copy of it without the side files reads it.
        let copy = fixture.directory.path("copy/ritualist.sqlite")
        try FileManager.default.createDirectory(
            atPath: fixture.directory.path("copy"), withIntermediateDirectories: false)
        try FileManager.default.copyItem(atPath: fixture.path, toPath: copy)
        #expect(try SQLiteHabitStore.open(at: copy).habits().map(\.name) == ["Stretch"])
        #expect(try fixture.open().habits().map(\.name) == ["Stretch"])
    }

    /// A status bar polls every few seconds: a read creates, changes and removes no file beside the store.
    @Test func aReadLeavesTheKeptLogAsItIs() throws {
        let fixture = StoreFixture()
        _ = try fixture.open().add(Drafts.stretch)
        let before = try #require(FileIdentityCache.Identity(path: fixture.path + "-wal"))

        #expect(try fixture.open().habits().count == 1)

        #expect(FileIdentityCache.Identity(path: fixture.path + "-wal") == before)
        #expect(fileSize(fixture.path + "-wal") == 0)
    }

    /// SQLite's shell, or any program that does not keep the log, removes it when it closes the store last.
    @Test func aLogRemovedByAnotherProgramIsCreatedAgain() throws {
        let fixture = StoreFixture()
        _ = try fixture.open().add(Drafts.stretch)
        try {
            let other = try fixture.rawConnection()
            try other.write { try $0.execute(sql: "UPDATE habit SET name = 'Stretch more'") }
        }()
        #expect(!fixture.exists(fixture.path + "-wal"))

        _ = try fixture.open().add(Drafts.read)

        #expect(fileSize(fixture.path + "-wal") == 0)
        #expect(try fixture.open().habits().map(\.name).sorted() == ["Read", "Stretch more"])
    }

    /// A change is durable when the store says it is done: every connection syncs each commit, the one that created
    /// the file and switched it to WAL mode as much as every later one, and a batch's group as much as a single run.
    @Test func everyConnectionSyncsItsCommitsTheFirstOneToo() throws {
        let fixture = StoreFixture()
        let synchronous = { (store: SQLiteHabitStore) in
            try store.database.read { try $0.fetchOne(Int.self, sql: "PRAGMA synchronous") }
        }
        let first = try fixture.open()
        #expect(try synchronous(first) == 2)  // FULL
        let later = try fixture.open()
        #expect(try synchronous(later) == 2)
        try later.grouped { _ in }
        #expect(try synchronous(later) == 2)
    }

    @Test func theStoresConnectionWaitsForLocksAndEnforcesForeignKeys() throws {
        let store = try StoreFixture().open()
        let (timeout, foreignKeys) = try store.database.read { db in
            (
                try db.fetchOne(Int.self, sql: "PRAGMA busy_timeout"),
                try db.fetchOne(Bool.self, sql: "PRAGMA foreign_keys")
            )
        }
        #expect(timeout == 10_000)
        #expect(foreignKeys == true)
    }

    /// What the store does with transactions holds: a write that throws leaves nothing, savepoints of a group commit
    /// and roll back, a new store's migrations all ran.
    @Test func transactionsCommitAndRollBackAsTheStoreMeans() throws {
        let fixture = StoreFixture()
        let store = try fixture.open()

        let habit = try store.add(Drafts.stretch)
        struct Refused: Error {}
        #expect(throws: Refused.self) {
            try store.write { db in
                try db.execute(sql: "UPDATE habit SET name = 'Changed'")
                throw Refused()
            }
        }
        try store.grouped { grouped in
            let group = try #require(grouped as? SQLiteHabitStore)
            _ = try? group.write { db -> Void in
                try db.execute(sql: "UPDATE habit SET name = 'Rolled back'")
                throw Refused()
            }
            try group.write { db in try db.execute(sql: "UPDATE habit SET emoji = '🧘'") }
        }
        let stored = try #require(try store.habits().first { $0.id == habit.id })
        #expect(stored.name == habit.name)
        #expect(stored.emoji == "🧘")
        #expect(
            try store.database.read { try $0.fetchOne(Int.self, sql: "PRAGMA user_version") } == StoreSchema.version)
    }

    /// One run reads with a small page cache (peak memory); a batch, which groups, gets SQLite's default back.
    @Test func aRunReadsWithASmallPageCacheAndABatchWithSQLitesDefault() throws {
        let fixture = StoreFixture()
        let store = try fixture.open()
        let pageCache = { try store.database.read { try $0.fetchOne(Int.self, sql: "PRAGMA cache_size") } }
        #expect(try pageCache() == -512)

        try store.grouped { _ in }
        #expect(try pageCache() == -2_000)
    }

    @Test func theMigrationsAreRecordedOnceAcrossReopenings() throws {
        let fixture = StoreFixture()
        for _ in 0..<3 { _ = try fixture.open() }

        let identifiers = try fixture.rawConnection().read {
            try $0.fetchAll(String.self, sql: "SELECT identifier FROM grdb_migrations")
        }
        #expect(identifiers.sorted() == knownMigrations.sorted())
        let tables = try fixture.rawConnection().read {
            try $0.fetchSet(String.self, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        }
        #expect(
            tables.isSuperset(of: [
                "habit", "log", "selection", "restDay", "changeLog", "streakCheckpoint", "streakSummary",
                "syncOnServer", "syncState", "logBucket",
            ]))
        #expect(!tables.contains("setting"))
        let version = try fixture.rawConnection().read { try $0.fetchOne(Int.self, sql: "PRAGMA user_version") }
        #expect(version == 12)
    }

    @Test func reopeningKeepsEverythingStored() throws {
        let fixture = StoreFixture()
        let (water, stretch, log): (Habit, Habit, HabitLog)
        do {
            let store = try fixture.open()
            water = try store.add(Drafts.water)
            stretch = try store.add(Drafts.stretch)
            try store.log(water, .add(3))
            log = try #require(try store.logs(of: water, on: today).first)
            _ = try store.navigate { DayNavigator(today: today).previous(stored: $0) }
            _ = try store.addRestDay(RestDay(habitID: stretch.id, day: nov(7)))
            _ = try store.setActive(id: stretch.id, false)
        }

        let reopened = try fixture.open()
        var archived = stretch
        archived.isActive = false
        #expect(try reopened.habits() == [water, archived])
        #expect(try reopened.allLogs() == [log])
        #expect(try reopened.selection() == DaySelection(day: nov(7), chosenOn: today))
        #expect(try reopened.restDays() == [RestDay(habitID: stretch.id, day: nov(7))])
    }

    @Test func anEmptyFileIsTakenAsANewStore() throws {
        let fixture = StoreFixture()
        try fixture.directory.write("data/ritualist.sqlite", "")
        let store = try fixture.open()
        try store.add(Drafts.stretch)
        #expect(try fixture.open().habits().map(\.name) == ["Stretch"])
    }
}

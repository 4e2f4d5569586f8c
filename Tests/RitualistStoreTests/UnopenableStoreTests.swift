import Foundation
import IntentKitTesting
import RitualistCore
import RitualistStore
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A store that cannot be opened is reported as unavailable and left exactly as it was.
@Suite struct UnopenableStoreTests {
    static let chmodIsEnforced = readOnlyFoldersAreEnforced()

    @Test(.enabled(if: chmodIsEnforced, "chmod 0500 does not keep this user (root) out of a folder"))
    func aReadOnlyFolderWithoutAStoreIsUnavailableAndStaysEmpty() throws {
        let directory = TemporaryDirectory()
        let folder = directory.path("data")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        #expect(chmod(folder, 0o500) == 0)
        defer { chmod(folder, 0o700) }

        let path = folder + "/ritualist.sqlite"
        let error = #expect(throws: StoreError.self) { try SQLiteHabitStore.open(at: path) }
        #expect(error == .unavailable(path: path, reason: "Permission denied"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test(.enabled(if: chmodIsEnforced, "chmod 0500 does not keep this user (root) out of a folder"))
    func aStoreInAFolderMadeReadOnlyIsUnavailableAndUnchanged() throws {
        let fixture = StoreFixture()
        do { try fixture.open().add(Drafts.stretch) }
        let before = fixture.bytes()
        let folder = fixture.directory.path("data")
        #expect(chmod(folder, 0o500) == 0)
        defer { chmod(folder, 0o700) }

        let error = #expect(throws: StoreError.self) { try fixture.open() }
        #expect(error?.caseName == "storeUnavailable")
        #expect(fixture.bytes() == before)
    }

    @Test func aFolderThatIsARegularFileIsUnavailableAndTheFileIsUntouched() throws {
        let directory = TemporaryDirectory()
        let blocker = try directory.write("file.txt", "notes\n")
        let path = blocker + "/ritualist.sqlite"

        let error = #expect(throws: StoreError.self) { try SQLiteHabitStore.open(at: path) }
        #expect(error == .unavailable(path: path, reason: "Not a directory"))
        #expect(error?.message == "Cannot open the habit store '\(path)': Not a directory.")
        #expect(FileManager.default.contents(atPath: blocker) == Data("notes\n".utf8))
    }

    @Test func aMissingFolderBelowARegularFileNamesTheFolderItCannotCreate() throws {
        let directory = TemporaryDirectory()
        let blocker = try directory.write("file.txt", "notes\n")
        let path = blocker + "/data/ritualist.sqlite"

        let error = #expect(throws: StoreError.self) { try SQLiteHabitStore.open(at: path) }
        // The folder is named as the store walked to it, one component at a time.
        let folder = blocker.replacingOccurrences(of: "//", with: "/") + "/data"
        #expect(error == .unavailable(path: path, reason: "cannot create '\(folder)': Not a directory"))
        #expect(FileManager.default.contents(atPath: blocker) == Data("notes\n".utf8))
    }

    @Test func aFolderWhereTheFileShouldBeIsUnavailable() throws {
        let fixture = StoreFixture()
        try FileManager.default.createDirectory(atPath: fixture.path, withIntermediateDirectories: true)
        let error = #expect(throws: StoreError.self) { try fixture.open() }
        #expect(error?.caseName == "storeUnavailable")
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.path).isEmpty)
    }

    @Test(.timeLimit(.minutes(1))) func aNamedPipeWhereTheFileShouldBeIsUnavailableAtOnce() throws {
        let fixture = StoreFixture()
        try FileManager.default.createDirectory(
            atPath: fixture.directory.path("data"), withIntermediateDirectories: true)
        #expect(mkfifo(fixture.path, 0o600) == 0)
        let start = ContinuousClock.now
        let error = #expect(throws: StoreError.self) { try fixture.open() }
        #expect(error == .unavailable(path: fixture.path, reason: "it is not a regular file"))
        #expect(ContinuousClock.now - start < .seconds(2))
    }

    @Test(arguments: [
        "my habits, one a line\nRead\nWater\n", "x", "x\n", String(repeating: "not sqlite ", count: 1_000),
        "SQLite format 3\u{0} but shorter than a header",
    ])
    func aFileThatIsNotADatabaseIsUnavailableAndKeepsItsBytes(text: String) throws {
        let fixture = StoreFixture()
        try fixture.directory.write("data/ritualist.sqlite", text)

        let error = #expect(throws: StoreError.self) { try fixture.open() }
        #expect(error == .unavailable(path: fixture.path, reason: "the file is not a SQLite database"))
        #expect(error?.message == "Cannot open the habit store '\(fixture.path)': the file is not a SQLite database.")
        #expect(fixture.bytes() == Data(text.utf8))
        #expect(!fixture.exists(fixture.path + "-wal"))
    }

    @Test func aFileWithASQLiteHeaderAndGarbageAfterItIsUnavailableAndKeepsItsBytes() throws {
        let fixture = StoreFixture()
        let bytes = Data("SQLite format 3\u{0}".utf8) + Data((0..<8_176).map { UInt8(truncatingIfNeeded: $0 &* 37) })
        try FileManager.default.createDirectory(
            atPath: fixture.directory.path("data"), withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: fixture.path, contents: bytes))

        let error = #expect(throws: StoreError.self) { try fixture.open() }
        #expect(error?.caseName == "storeUnavailable")
        #expect(fixture.bytes() == bytes)
    }

    /// Whether the migrations ran is read from the migrations table itself, so damage to its page refuses the store
    /// (the table's primary-key index alone would still answer).
    @Test func aStoreWhoseMigrationsTablePageIsDamagedIsUnavailableAndKeepsItsBytes() throws {
        let fixture = StoreFixture()
        try fixture.open().add(Drafts.stretch)
        let (rootPage, pageSize) = try fixture.rawConnection().inDatabase { db in
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
            return (
                try db.fetchOne(Int.self, sql: "SELECT rootpage FROM sqlite_master WHERE name = 'grdb_migrations'"),
                try db.fetchOne(Int.self, sql: "PRAGMA page_size")
            )
        }
        let page = try #require(rootPage)
        let size = try #require(pageSize)
        var bytes = try #require(fixture.bytes())
        let start = (page - 1) * size
        bytes.replaceSubrange(start..<start + size, with: (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) })
        #expect(FileManager.default.createFile(atPath: fixture.path, contents: bytes))

        let error = #expect(throws: StoreError.self) { try fixture.open() }
        #expect(error?.caseName == "storeUnavailable")
        #expect(fixture.bytes() == bytes)
    }

    @Test func aStoreWithANewerSchemaVersionIsUnavailableAndKeepsItsBytes() throws {
        let fixture = StoreFixture()
        try fixture.open().add(Drafts.stretch)
        try fixture.rawConnection().inDatabase {
            try $0.execute(sql: "PRAGMA user_version = \(SQLiteHabitStore.schemaVersion + 1)")
        }
        let before = try #require(fixture.bytes())

        let error = #expect(throws: StoreError.self) { try fixture.open() }
        #expect(
            error
                == .unavailable(
                    path: fixture.path,
                    reason:
                        "it was written by a newer version of Ritualist (schema \(SQLiteHabitStore.schemaVersion + 1); this version reads up to \(SQLiteHabitStore.schemaVersion))"
                ))
        #expect(fixture.bytes() == before)
        #expect(
            try fixture.rawConnection().read { try $0.fetchAll(String.self, sql: "SELECT name FROM habit") } == [
                "Stretch"
            ])
    }

    /// A store whose recorded migrations include one this version does not know, and the habit it holds.
    func storeFromANewerVersion() throws -> (StoreFixture, Habit) {
        let fixture = StoreFixture()
        let stretch = try fixture.open().add(Drafts.stretch)
        try fixture.rawConnection().write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v3: from the future')")
        }
        return (fixture, stretch)
    }

    @Test func aStoreMigratedByANewerVersionIsUnavailableAndKeepsItsData() throws {
        let (fixture, stretch) = try storeFromANewerVersion()

        let error = #expect(throws: StoreError.self) { try fixture.open() }
        #expect(error == .unavailable(path: fixture.path, reason: "it was written by a newer version of Ritualist"))
        #expect(
            error?.message
                == "Cannot open the habit store '\(fixture.path)': it was written by a newer version of Ritualist.")

        let (identifiers, habits) = try fixture.rawConnection().read { db in
            (
                try db.fetchSet(String.self, sql: "SELECT identifier FROM grdb_migrations"),
                try db.fetchAll(String.self, sql: "SELECT id || ' ' || name FROM habit")
            )
        }
        #expect(identifiers == Set(knownMigrations + ["v3: from the future"]))
        #expect(habits == [stretch.id.uuidString.lowercased() + " Stretch"])
    }

    @Test func aStoreMigratedByANewerVersionKeepsItsBytes() throws {
        let (fixture, _) = try storeFromANewerVersion()
        let before = try #require(fixture.bytes())

        #expect(throws: StoreError.self) { try fixture.open() }
        #expect(fixture.bytes() == before)
    }
}

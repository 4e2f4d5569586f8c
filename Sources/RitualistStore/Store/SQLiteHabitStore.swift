import Primitives
import RitualistCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The SQLite store of one home: habits, logs, the selected date, settings and rest days.
///
/// One file in WAL mode with a busy timeout, created on first use (owner-only), migrated forward, never reset. The
/// write-ahead log beside it is kept between runs, empty (`WriteAheadLog`). Every write that depends on what is
/// already stored runs in an immediate transaction, so two processes cannot both pass the same check.
///
/// ```swift
/// let store = try SQLiteHabitStore.open(at: paths.database)
/// let habit = try store.addHabit(draft, createdAt: now)
/// ```
package final class SQLiteHabitStore: HistoryStore {
    package let path: String
    let database: SQLiteDatabase
    /// The open transaction of the group this store works in (see `grouped`); nil for the store of the file.
    let group: GroupTransaction?
    /// The instant and machine the change-log entries of this store's writes carry.
    let stamp: ChangeStamp
    /// The habits as last read (see `HabitsRead`).
    let habitsRead = HabitsRead()

    init(path: String, database: SQLiteDatabase, stamp: ChangeStamp, group: GroupTransaction? = nil) {
        self.path = path
        self.database = database
        self.stamp = stamp
        self.group = group
    }

    /// Opens (creating when absent) and migrates the store at `path`. Every write records its change-log entries
    /// stamped by `stamp`: the program's clock and this machine's id.
    ///
    /// Nothing is written before the file is known to be a store this version can read: the header is checked
    /// first, migrations are checked and run in one immediate transaction (so processes opening a new file at
    /// the same moment take turns), and WAL mode is switched on only after that.
    package static func open(at path: String, busyTimeout: Double = 10, stamp: ChangeStamp = .unstamped)
        throws(StoreError) -> SQLiteHabitStore
    {
        try prepareFile(at: path)
        try StoreFileHeader.check(path: path, knownVersion: StoreSchema.version)
        do {
            let database = try SQLiteDatabase.open(path: path, busyTimeout: busyTimeout)
            var isNewer = false
            try database.inDatabase { db in
                try db.execute(sql: "PRAGMA foreign_keys = ON; PRAGMA cache_size = \(-runPageCacheKiB)")
                try WriteAheadLog.keepEmptyBetweenRuns(db)
                if try !StoreSchema.isCurrent(db) {
                    isNewer = try db.transaction(.immediate) { try StoreSchema.migrate(db, stamp: stamp) }
                }
                if !isNewer { try enableWAL(db, busyTimeout: busyTimeout) }
            }
            if isNewer {
                throw StoreError.unavailable(path: path, reason: "it was written by a newer version of Ritualist")
            }
            return SQLiteHabitStore(path: path, database: database, stamp: stamp)
        } catch let error as StoreError {
            throw error
        } catch {
            throw .unavailable(path: path, reason: describe(error))
        }
    }

    /// SQLite's page cache for one run, in KiB (SQLite's default is 2,000). A run reads each page once or twice:
    /// even ten years of history read through the log index keeps peak memory lower with no measurable
    /// cost. A batch or a pull, which read the same pages operation after operation, get the default back (see
    /// `prepareForManyWrites`).
    static let runPageCacheKiB = 512
    static let batchPageCacheKiB = 2_000

    /// Switches to WAL mode (once per file: the mode is persistent). SQLite answers a busy file here at once
    /// instead of waiting for the busy handler, so this waits itself, up to the busy timeout.
    private static func enableWAL(_ db: SQLiteDatabase, busyTimeout: Double) throws {
        let mode = try db.fetchOne(String.self, sql: "PRAGMA journal_mode")
        guard mode?.lowercased() != "wal" else { return }
        let deadline = ContinuousClock.now + .milliseconds(Int(busyTimeout * 1000))
        while true {
            do {
                try db.execute(sql: "PRAGMA journal_mode = WAL")
                break
            } catch {
                guard error.resultCode == .busy, ContinuousClock.now < deadline else { throw error }
                usleep(1000)
            }
        }
    }

    /// Creates the folder (0700) and an empty file (0600) so SQLite's files inherit owner-only access.
    private static func prepareFile(at path: String) throws(StoreError) {
        do {
            try OwnerOnlyDirectory.create(parentOf: path)
        } catch {
            throw .unavailable(path: path, reason: error.description)
        }
        guard access(path, F_OK) != 0 else { return }
        let descriptor = createOwnerOnlyFile(path)
        let code = errno
        if descriptor < 0, code != EEXIST {
            throw .unavailable(path: path, reason: SystemError.describe(code))
        }
        if descriptor >= 0 { close(descriptor) }
    }

    private static func createOwnerOnlyFile(_ path: String) -> Int32 {
        let flags = O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC
        #if canImport(Glibc)
            return Glibc.open(path, flags, 0o600)
        #else
            return Darwin.open(path, flags, 0o600)
        #endif
    }

    static func describe(_ error: any Error) -> String {
        guard let error = error as? SQLiteError else { return String(describing: error) }
        switch error.resultCode {
        case .notADatabase: return "the file is not a SQLite database"
        case .cannotOpen: return "the file or its folder cannot be opened for writing"
        case .readOnly: return "the file or its folder is read-only"
        case .corrupt: return "the database is corrupt"
        case .busy: return "the database stayed locked by another process"
        case .permission, .authorization: return "permission denied"
        default: return error.message ?? "\(error.resultCode)"
        }
    }

    /// Runs `work` in an immediate transaction (in a group, a savepoint of the group's transaction), turning
    /// SQLite errors into `StoreError`s.
    ///
    /// Before the transaction commits, the log buckets the work made stale are written again (see `LogBucketTable`),
    /// then the streak summary folds the checkpoints the work made missing (see `StreakSummaryTable`); a group's
    /// operations leave that to the group's one commit.
    func write<T>(_ work: (SQLiteDatabase) throws -> T) throws -> T {
        do {
            if let group { return try group.savepoint(work) }
            return try database.write { db in
                let result = try work(db)
                try LogBucketTable.refresh(db, through: LogBucketTable.target(at: stamp.clock()))
                try StreakSummaryTable.extend(db, through: StreakSummaryTable.target(at: stamp.clock()))
                return result
            }
        } catch let error as SQLiteError {
            throw storeError(error)
        }
    }

    /// Runs `work` in a read transaction (in a group, inside the group's transaction).
    func read<T>(_ work: (SQLiteDatabase) throws -> T) throws -> T {
        do {
            if let group { return try group.read(work) }
            return try database.read(work)
        } catch let error as SQLiteError {
            throw storeError(error)
        }
    }

    func storeError(_ error: SQLiteError) -> StoreError {
        switch error.resultCode {
        case .constraint: return .rejected(reason: error.message ?? "constraint failed")
        default: return .unavailable(path: path, reason: SQLiteHabitStore.describe(error))
        }
    }
}

extension SQLiteHabitStore {
    /// The newest schema version this program reads and writes (SQLite's `user_version` of its stores).
    package static var schemaVersion: Int { StoreSchema.version }
}

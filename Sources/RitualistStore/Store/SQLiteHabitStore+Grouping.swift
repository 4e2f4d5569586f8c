import RitualistCore

extension SQLiteHabitStore {
    /// Runs `body` inside one immediate transaction, committed once when it returns; the store `body` gets runs
    /// each of its writes in a savepoint of that transaction, so a write that fails is undone alone.
    ///
    /// The same SQL as every other call: only where it runs differs. Other processes' writes wait for the commit,
    /// as they wait for any write.
    package func grouped<T>(history body: (any HistoryStore) throws -> T) throws -> T {
        if group != nil { return try body(self) }
        // The commit syncs the WAL, as every commit of the store does (`synchronous` stays FULL): the caller reports
        // the group's changes as done once this returns.
        try prepareForManyWrites()
        return try write { db in
            let transaction = GroupTransaction(db, path: path)
            defer { transaction.close() }
            let result = try body(SQLiteHabitStore(path: path, database: database, stamp: stamp, group: transaction))
            try transaction.checkOpen()
            return result
        }
    }
}

extension SQLiteHabitStore {
    /// Sets the connection up for many operations, each in a savepoint (a batch's group, a pull's entries): a
    /// savepoint journals each page it changes, and past 64 KiB SQLite spills that journal to a temporary file,
    /// written page by page for every later operation; kept in memory, it is emptied after each. And SQLite's default
    /// page cache back, for operations that read the same pages one after another.
    func prepareForManyWrites() throws {
        do {
            try database.inDatabase { db in
                try db.execute(
                    sql: """
                        PRAGMA temp_store = MEMORY; PRAGMA cache_size = \(-Self.batchPageCacheKiB)
                        """)
            }
        } catch let error as SQLiteError {
            throw storeError(error)
        }
    }

    /// `write` for a change to the habit table, which a group's copy of the habits no longer reflects afterwards.
    func writeHabits<T>(_ work: (SQLiteDatabase) throws -> T) throws -> T {
        defer { group?.habitsChanged() }
        return try write(work)
    }
}

/// The transaction a group of store operations shares, held open while the group's body runs.
///
/// Unchecked `Sendable`: the connection is used only by the body of `grouped`, on the thread running it, inside the
/// connection's lock (see `SQLiteDatabase.inDatabase`); the store handed to the body is not used afterwards.
final class GroupTransaction: @unchecked Sendable {
    private let db: SQLiteDatabase
    private let path: String
    private var isOpen = true
    /// Set when a failed operation could not be rolled back to its savepoint.
    private var isBroken = false

    /// What runs read over and over, kept as read in this transaction until a write to its table: no other
    /// connection can change them until the group commits. Each habit parameter matches against every habit, each
    /// `date` parameter reads the selection, each day's status reads the rest days.
    private var habitsRead = KeptRead<[Habit]>()
    private var selectionRead = KeptRead<DaySelection?>()
    private var restDaysRead = KeptRead<[RestDay]>()
    /// The tallies of the days the group logged, each checked against the history's revision when it is used.
    var dayTallies = DayTallies()

    func habits(_ read: () throws -> [Habit]) throws -> [Habit] { try habitsRead.value(read) }
    func selection(_ read: () throws -> DaySelection?) throws -> DaySelection? { try selectionRead.value(read) }
    func restDays(_ read: () throws -> [RestDay]) throws -> [RestDay] { try restDaysRead.value(read) }

    /// After a write to the habit table; removing a habit removes its rest days too.
    func habitsChanged() {
        habitsRead.drop()
        restDaysRead.drop()
    }

    func selectionChanged() { selectionRead.drop() }
    func restDaysChanged() { restDaysRead.drop() }

    init(_ db: SQLiteDatabase, path: String) {
        self.db = db
        self.path = path
    }

    func close() { isOpen = false }

    /// Runs `work` in a savepoint: its changes stay in the transaction when it returns, and are undone when it throws.
    /// When the savepoint cannot be undone, the group is broken: it must not commit half an operation.
    func savepoint<T>(_ work: (SQLiteDatabase) throws -> T) throws -> T {
        try checkOpen()
        try db.cachedStatement(sql: "SAVEPOINT operation").execute()
        do {
            let result = try work(db)
            try db.cachedStatement(sql: "RELEASE SAVEPOINT operation").execute()
            return result
        } catch {
            do {
                try db.cachedStatement(sql: "ROLLBACK TO SAVEPOINT operation").execute()
                try db.cachedStatement(sql: "RELEASE SAVEPOINT operation").execute()
            } catch {
                // Half an operation may be left in the transaction: the group must not commit it.
                isBroken = true
            }
            throw error
        }
    }

    func read<T>(_ work: (SQLiteDatabase) throws -> T) throws -> T {
        try checkOpen()
        return try work(db)
    }

    /// Refuses work once the group ended, or once SQLite rolled the whole transaction back (a full disk): work
    /// done after that would be committed on its own, outside the group.
    func checkOpen() throws(StoreError) {
        guard isOpen else { throw .unavailable(path: path, reason: "its group of changes has already ended") }
        guard !isBroken else {
            throw .unavailable(path: path, reason: "a failed change of its group could not be undone")
        }
        guard db.isInsideTransaction else {
            throw .unavailable(path: path, reason: "the transaction of its group of changes was rolled back")
        }
    }
}

/// A value read once and kept until dropped.
struct KeptRead<Value> {
    private var kept: Value?

    mutating func value(_ read: () throws -> Value) throws -> Value {
        if let kept { return kept }
        let value = try read()
        kept = value
        return value
    }

    mutating func drop() { kept = nil }
}

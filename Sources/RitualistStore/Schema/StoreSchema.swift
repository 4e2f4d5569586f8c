import RitualistCore

/// The versioned schema. Migrations never lose what a user entered (habits, logs, rest days): they add, and
/// drop only state the program keeps for itself.
enum StoreSchema {
    /// The schema version this program writes, kept in SQLite's `user_version` so a newer file is refused
    /// from its header alone, before anything could write to it.
    static let version = 12

    /// Every migration, oldest first: an identifier and its SQL. The last one sets `user_version`. The SQL is made only
    /// when a migration runs: every start compares the identifiers, and the SQL's text costs building.
    static let migrations: [(identifier: String, sql: @Sendable () -> String)] = [
        ("v1: habits, logs, settings, rest days", { v1 + "\nPRAGMA user_version = 1;" }),
        ("v2: the selection remembers the day it was made on", { v2 + "\nPRAGMA user_version = 2;" }),
        ("v3: logs are read from an index that holds their values", { v3 + "\nPRAGMA user_version = 3;" }),
        (
            "v4: a history revision that every change to habits, logs and rest days renews",
            { v4 + "\nPRAGMA user_version = 4;" }
        ),
        ("v5: a numeric habit's target is at least or at most", { v5 + "\nPRAGMA user_version = 5;" }),
        (changeLogMigration, { v6 + "\nPRAGMA user_version = 6;" }),
        (
            "v7: sync state: the entries on the server, the pull cursor, entries set aside, merged logs, habit aliases",
            { v7 + "\nPRAGMA user_version = 7;" }
        ),
        (summaryMigration, { v8 + "\nPRAGMA user_version = 8;" }),
        (
            "v9: synced settings: the value config.yaml held for each when sync last read or wrote it",
            { v9 + "\nPRAGMA user_version = 9;" }
        ),
        (logBucketMigration, { v10 + "\nPRAGMA user_version = 10;" }),
        (currentBucketMigration, { v11 + "\nPRAGMA user_version = 11;" }),
        (
            "v12: the change log is read by time, for the latest entry a new change is stamped after",
            { v12 + "\nPRAGMA user_version = 12;" }
        ),
    ]

    /// The migration that begins the streak summary; the summary of what the store holds is folded once every
    /// migration has run.
    static let summaryMigration = "v8: the streak summary, checkpoints of every streak kept with every change"

    /// The migration that begins the change log; it also records what the store already holds.
    static let changeLogMigration =
        "v6: the change log, an append-only record of every change to habits, logs and rest days"

    /// Every change is stamped after the latest entry the log holds (`ChangeSet.init(stamp:after:)`): the index makes
    /// that one read of its last key.
    static let v12 = "CREATE INDEX changeLog_by_time ON changeLog(time);"

    /// Whether the file records exactly the migrations this version knows: a plain read, so the usual open
    /// takes no write lock.
    static func isCurrent(_ db: SQLiteDatabase) throws -> Bool {
        guard try db.tableExists("grdb_migrations") else { return false }
        // Read from the table itself (NOT INDEXED): its primary-key index alone would answer while a damaged table
        // page went unseen, and a damaged store must be refused. Identifiers are the primary key: equal sorted lists
        // are equal sets.
        let applied = try db.makeStatement(sql: "SELECT identifier FROM grdb_migrations NOT INDEXED").rows {
            row in row[0] as String
        }
        return applied.count == migrations.count && migrations.allSatisfy { applied.contains($0.identifier) }
    }

    /// Runs the missing migrations inside the caller's transaction. Returns true, changing nothing, when the
    /// file records a migration this version does not know: it was written by a newer version.
    ///
    /// Migrating to v5 records what the store already holds as `history.imported` entries stamped by `stamp`.
    static func migrate(_ db: SQLiteDatabase, stamp: ChangeStamp) throws -> Bool {
        try db.execute(sql: "CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
        let applied = Set(try db.fetchAll(String.self, sql: "SELECT identifier FROM grdb_migrations"))
        guard applied.isSubset(of: migrations.map(\.identifier)) else { return true }
        for migration in migrations where !applied.contains(migration.identifier) {
            try db.execute(sql: migration.sql())
            if migration.identifier == changeLogMigration { try recordExistingHistory(db, stamp: stamp) }
            try db.execute(
                sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [migration.identifier])
        }
        // The derived tables are written once every table exists: the summary's fold reads through the buckets.
        if !applied.contains(logBucketMigration) {
            try LogBucketTable.rebuild(db, through: LogBucketTable.target(at: stamp.clock()))
        }
        if !applied.contains(summaryMigration) {
            try StreakSummaryTable.rebuild(
                db, through: StreakSummaryTable.target(at: stamp.clock()), threshold: .any, firstWeekday: .monday)
        }
        return false
    }

    /// Days are stored as day numbers since 1970-01-01 (integer arithmetic, cheap range scans).
    static let v1 = """
        CREATE TABLE habit (
            id TEXT PRIMARY KEY NOT NULL,
            name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 50 AND name = trim(name)),
            nameKey TEXT NOT NULL UNIQUE,
            emoji TEXT,
            kind TEXT NOT NULL CHECK (kind IN ('binary', 'numeric')),
            unit TEXT CHECK (unit IS NULL OR length(unit) <= 20),
            dailyTarget REAL CHECK (dailyTarget IS NULL OR dailyTarget > 0),
            schedule TEXT NOT NULL CHECK (length(schedule) > 0),
            startDay INTEGER NOT NULL,
            endDay INTEGER CHECK (endDay IS NULL OR endDay >= startDay),
            isActive INTEGER NOT NULL DEFAULT 1 CHECK (isActive IN (0, 1)),
            displayOrder INTEGER NOT NULL,
            category TEXT,
            createdAt REAL NOT NULL,
            CHECK ((kind = 'binary' AND dailyTarget IS NULL AND unit IS NULL)
                OR (kind = 'numeric' AND dailyTarget IS NOT NULL))
        );
        CREATE TABLE log (
            id TEXT PRIMARY KEY NOT NULL,
            habitId TEXT NOT NULL REFERENCES habit(id) ON DELETE CASCADE,
            day INTEGER NOT NULL,
            value REAL NOT NULL CHECK (value >= 0),
            loggedAt REAL NOT NULL,
            timeZone TEXT NOT NULL
        );
        CREATE INDEX log_by_habit_and_day ON log(habitId, day);
        CREATE INDEX log_by_day ON log(day);
        -- A hotkey pressed twice, or two processes at once, must never leave two completions of a binary
        -- habit on one day: the database refuses the second, whatever the caller checked first.
        CREATE TRIGGER log_binary_once_a_day BEFORE INSERT ON log
        WHEN NEW.value > 0
            AND (SELECT kind FROM habit WHERE id = NEW.habitId) = 'binary'
            AND EXISTS (SELECT 1 FROM log WHERE habitId = NEW.habitId AND day = NEW.day AND value > 0)
        BEGIN
            SELECT RAISE(ABORT, 'binary habit already completed that day');
        END;
        CREATE TABLE setting (
            key TEXT PRIMARY KEY NOT NULL,
            value TEXT NOT NULL
        );
        CREATE TABLE restDay (
            id INTEGER PRIMARY KEY,
            habitId TEXT REFERENCES habit(id) ON DELETE CASCADE,
            day INTEGER NOT NULL
        );
        CREATE UNIQUE INDEX restDay_once ON restDay(coalesce(habitId, ''), day);
        """

    /// A navigated day lasts until the next local midnight, so the store keeps the day it was chosen on. The
    /// old `setting` table held only the selected date, which under that rule has expired by the time a file
    /// is migrated; settings live in config.yaml alone.
    static let v2 = """
        CREATE TABLE selection (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            day INTEGER NOT NULL,
            chosenOn INTEGER NOT NULL CHECK (chosenOn >= day)
        );
        DROP TABLE setting;
        """

    /// Streaks and the calendar read every log's day and value habit by habit: with the value in the index, that
    /// read never visits the table. It replaces the index on (habitId, day), which it covers.
    static let v3 = """
        CREATE INDEX log_by_habit_day_and_value ON log(habitId, day, value);
        DROP INDEX log_by_habit_and_day;
        """

    /// What streaks are derived from gets a revision (see `HabitStore.historyRevision`): a random token that the
    /// file's own triggers renew on every change to habits, logs and rest days, whoever makes it, in the same
    /// transaction. A random token, not a counter: a file restored from a copy and changed again must never
    /// answer a revision it answered before with other contents.
    static let v4 = """
        CREATE TABLE historyRevision (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            token INTEGER NOT NULL
        );
        INSERT INTO historyRevision (id, token) VALUES (1, random());
        CREATE TRIGGER habit_inserted_renews_revision AFTER INSERT ON habit
        BEGIN UPDATE historyRevision SET token = random(); END;
        CREATE TRIGGER habit_updated_renews_revision AFTER UPDATE ON habit
        BEGIN UPDATE historyRevision SET token = random(); END;
        CREATE TRIGGER habit_deleted_renews_revision AFTER DELETE ON habit
        BEGIN UPDATE historyRevision SET token = random(); END;
        CREATE TRIGGER log_inserted_renews_revision AFTER INSERT ON log
        BEGIN UPDATE historyRevision SET token = random(); END;
        CREATE TRIGGER log_updated_renews_revision AFTER UPDATE ON log
        BEGIN UPDATE historyRevision SET token = random(); END;
        CREATE TRIGGER log_deleted_renews_revision AFTER DELETE ON log
        BEGIN UPDATE historyRevision SET token = random(); END;
        CREATE TRIGGER restDay_inserted_renews_revision AFTER INSERT ON restDay
        BEGIN UPDATE historyRevision SET token = random(); END;
        CREATE TRIGGER restDay_updated_renews_revision AFTER UPDATE ON restDay
        BEGIN UPDATE historyRevision SET token = random(); END;
        CREATE TRIGGER restDay_deleted_renews_revision AFTER DELETE ON restDay
        BEGIN UPDATE historyRevision SET token = random(); END;
        """

    /// A numeric habit's target is a floor (at least, as every habit before this version) or a ceiling (at most).
    /// SQLite cannot add a table CHECK to an existing table, so the binary rule is a column CHECK reading `kind`.
    static let v5 = """
        ALTER TABLE habit ADD COLUMN targetDirection TEXT NOT NULL DEFAULT 'at-least'
            CHECK (targetDirection = 'at-least' OR (targetDirection = 'at-most' AND kind = 'numeric'));
        """

    /// The change log (see docs/store.md): one row per entry, in the order written (`seq`), never edited. No foreign
    /// key: entries outlive the habit they name.
    static let v6 = """
        CREATE TABLE changeLog (
            seq INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            time REAL NOT NULL,
            machine TEXT NOT NULL,
            kind TEXT NOT NULL,
            habitId TEXT,
            data TEXT NOT NULL,
            reverses TEXT,
            operation TEXT NOT NULL
        );
        CREATE TRIGGER changeLog_never_updated BEFORE UPDATE ON changeLog
        BEGIN SELECT RAISE(ABORT, 'the change log is append-only: its entries are never edited'); END;
        CREATE TRIGGER changeLog_never_deleted BEFORE DELETE ON changeLog
        BEGIN SELECT RAISE(ABORT, 'the change log is append-only: its entries are never deleted'); END;
        """

    /// The streak summary (see `StreakSummaryTable` and docs/store.md). Its triggers run in the statement of every
    /// change to logs, rest days and habits: each deletes the checkpoints from the first day the change affects on
    /// (a log's or rest day's day; a habit's start, the earlier of two, when its schedule, start, target, kind or
    /// archived state changes; the earlier end when only its end changes) and lowers `complete` below that day.
    static let v8 = """
        CREATE TABLE streakCheckpoint (
            scope TEXT NOT NULL,
            through INTEGER NOT NULL,
            run INTEGER NOT NULL,
            runStart INTEGER,
            longest INTEGER NOT NULL,
            longestStart INTEGER,
            lastBreak INTEGER,
            PRIMARY KEY (scope, through)
        ) WITHOUT ROWID;
        CREATE TABLE streakSummary (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            complete INTEGER NOT NULL,
            threshold TEXT NOT NULL,
            weekStart INTEGER NOT NULL CHECK (weekStart BETWEEN 1 AND 7)
        );
        INSERT INTO streakSummary (id, complete, threshold, weekStart) VALUES (1, -2147483648, 'any', 1);
        \(invalidating("log_inserted", "AFTER INSERT ON log", scopes: "NEW.habitId", from: "NEW.day"))
        \(invalidating("log_deleted", "AFTER DELETE ON log", scopes: "OLD.habitId", from: "OLD.day"))
        \(invalidating("log_updated_old", "AFTER UPDATE ON log", scopes: "OLD.habitId", from: "OLD.day"))
        \(invalidating("log_updated_new", "AFTER UPDATE ON log", scopes: "NEW.habitId", from: "NEW.day"))
        \(invalidating("restDay_inserted", "AFTER INSERT ON restDay", scopes: "NEW.habitId", from: "NEW.day", nullable: true))
        \(invalidating("restDay_deleted", "AFTER DELETE ON restDay", scopes: "OLD.habitId", from: "OLD.day", nullable: true))
        \(invalidating("restDay_updated_old", "AFTER UPDATE ON restDay", scopes: "OLD.habitId", from: "OLD.day", nullable: true))
        \(invalidating("restDay_updated_new", "AFTER UPDATE ON restDay", scopes: "NEW.habitId", from: "NEW.day", nullable: true))
        \(invalidating("habit_inserted", "AFTER INSERT ON habit", scopes: "NEW.id", from: "NEW.startDay"))
        \(invalidating("habit_deleted", "AFTER DELETE ON habit", scopes: "OLD.id", from: "OLD.startDay"))
        \(invalidating(
            "habit_updated",
            "AFTER UPDATE OF schedule, startDay, endDay, isActive, kind, dailyTarget, targetDirection ON habit",
            scopes: "NEW.id",
            from: """
                CASE WHEN OLD.schedule IS NOT NEW.schedule OR OLD.startDay IS NOT NEW.startDay
                    OR OLD.isActive IS NOT NEW.isActive OR OLD.kind IS NOT NEW.kind
                    OR OLD.dailyTarget IS NOT NEW.dailyTarget OR OLD.targetDirection IS NOT NEW.targetDirection
                THEN min(OLD.startDay, NEW.startDay)
                ELSE min(coalesce(OLD.endDay, 2147483647), coalesce(NEW.endDay, 2147483647)) END
                """))
        """

    /// A trigger deleting the checkpoints of `scopes` (a habit id, or NULL for every habit) and of the overall streak
    /// from the day `from` on.
    private static func invalidating(
        _ name: String, _ event: String, scopes: String, from: String, nullable: Bool = false
    ) -> String {
        """
        CREATE TRIGGER \(name)_invalidates_summary \(event)
        BEGIN \(invalidation(scopes: scopes, from: from, nullable: nullable)) END;
        """
    }

    /// The statements deleting the checkpoints of `scopes` and of the overall streak from the day `from` on, and
    /// lowering `streakSummary.complete` below it. Where `scopes` is never NULL (logs, habits), the delete is two
    /// seeks of the primary key: no scan on a press.
    static func invalidation(scopes: String, from: String, nullable: Bool = false) -> String {
        let inScope = nullable ? "(\(scopes) IS NULL OR scope IN (\(scopes), ''))" : "scope IN (\(scopes), '')"
        return """
            DELETE FROM streakCheckpoint WHERE through >= (\(from)) AND \(inScope);
            UPDATE streakSummary SET complete = (\(from)) - 1 WHERE complete >= (\(from));
            """
    }

    /// A store from before the change log gets one `history.imported` entry per habit, log and rest day it holds.
    static func recordExistingHistory(_ db: SQLiteDatabase, stamp: ChangeStamp) throws {
        let habits = try SQLiteHabitStore.habits(db)
        let logs = try db.makeStatement(sql: "SELECT \(HabitLog.columns) FROM log ORDER BY day, loggedAt").rows(
            HabitLog.init(row:))
        let restDays = try SQLiteHabitStore.restDays(db)
        try ChangeLogTable.record(stamp, db) { changes in
            for habit in habits { changes.imported(habit: habit) }
            for log in logs { changes.imported(log: log) }
            for rest in restDays { changes.imported(restDay: rest) }
        }
    }
}

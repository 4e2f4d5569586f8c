extension StoreSchema {
    /// The migration that begins the log buckets and gives each change to a table of history one trigger; the buckets
    /// of what the store holds are written once every migration has run.
    static let logBucketMigration =
        "v10: log buckets, each habit's logs of 32 days in one row; one trigger a change keeps every summary"

    /// The log buckets (see `LogBucketTable` and docs/store.md). Only buckets whose days are all past are kept, through
    /// `streakSummary.logBucketsThrough`. A change to a day of a kept bucket marks that bucket stale (`days` -1, its
    /// entries gone), so a bucket read is always right; the program writes the stale ones again before the
    /// transaction commits, found through a partial index. A press today changes no kept bucket. Days are split into
    /// buckets by `day >> 5`, which SQLite shifts arithmetically: day -1 is in bucket -1, with days -32 through -1.
    ///
    /// The twenty triggers of v4 (the revision) and v8 (the streak summary) become nine, one for each change to
    /// `habit`, `log` and `restDay`, each doing what they did and, for logs, marking the bucket: SQLite parses every
    /// trigger of the file on each start, and compiles every trigger of a table into each statement that changes it.
    static let v10 = """
        \(["habit", "log", "restDay"].flatMap { table in
            ["inserted", "updated", "deleted"].map { "DROP TRIGGER IF EXISTS \(table)_\($0)_renews_revision;" }
        }.joinedText(separator: "\n"))
        \(["log_inserted", "log_deleted", "log_updated_old", "log_updated_new", "restDay_inserted", "restDay_deleted",
            "restDay_updated_old", "restDay_updated_new", "habit_inserted", "habit_deleted", "habit_updated",
        ].map { "DROP TRIGGER IF EXISTS \($0)_invalidates_summary;" }.joinedText(separator: "\n"))
        CREATE TABLE logBucket (
            habitId TEXT NOT NULL,
            bucket INTEGER NOT NULL,
            days INTEGER NOT NULL,
            entries BLOB,
            PRIMARY KEY (habitId, bucket)
        ) WITHOUT ROWID;
        CREATE INDEX logBucket_stale ON logBucket(days) WHERE days < 0;
        ALTER TABLE streakSummary ADD COLUMN logBucketsThrough INTEGER NOT NULL DEFAULT -2147483648;
        \(keeping("log_inserted", "AFTER INSERT ON log",
            invalidation(scopes: "NEW.habitId", from: "NEW.day"), staling("NEW")))
        \(keeping("log_deleted", "AFTER DELETE ON log",
            invalidation(scopes: "OLD.habitId", from: "OLD.day"), staling("OLD")))
        \(keeping("log_updated", "AFTER UPDATE ON log",
            invalidation(scopes: "OLD.habitId", from: "OLD.day"), invalidation(scopes: "NEW.habitId", from: "NEW.day"),
            staling("OLD"), staling("NEW")))
        \(keeping("restDay_inserted", "AFTER INSERT ON restDay",
            invalidation(scopes: "NEW.habitId", from: "NEW.day", nullable: true)))
        \(keeping("restDay_deleted", "AFTER DELETE ON restDay",
            invalidation(scopes: "OLD.habitId", from: "OLD.day", nullable: true)))
        \(keeping("restDay_updated", "AFTER UPDATE ON restDay",
            invalidation(scopes: "OLD.habitId", from: "OLD.day", nullable: true),
            invalidation(scopes: "NEW.habitId", from: "NEW.day", nullable: true)))
        \(keeping("habit_inserted", "AFTER INSERT ON habit", invalidation(scopes: "NEW.id", from: "NEW.startDay")))
        \(keeping("habit_deleted", "AFTER DELETE ON habit", invalidation(scopes: "OLD.id", from: "OLD.startDay")))
        \(keeping("habit_updated", "AFTER UPDATE ON habit", invalidation(scopes: "NEW.id", from: habitEditStart)))
        """

    /// The migration that keeps the bucket of today as well: a completion sets its day's bit in place.
    static let currentBucketMigration =
        "v11: the log buckets reach today; a completion sets or clears its day's bit in place"

    /// From v11 the buckets are kept through the bucket of the latest today anywhere (see `LogBucketTable.target`),
    /// so a read of the last weeks steps one bucket row a habit rather than each of its logs. A press today changes a
    /// kept bucket, and keeps it in place with one write of one row: a completion (value 1) on a day without a log, in
    /// a bucket of completions alone, sets that day's bit; deleting the one completion of a day in such a bucket clears
    /// it, and a bucket left with no day is removed, as a bucket written again from no logs is. Any other change marks
    /// the bucket stale, as in v10, and the program writes it again before the commit.
    static let v11 = """
        DROP TRIGGER IF EXISTS log_inserted_keeps_summary;
        DROP TRIGGER IF EXISTS log_deleted_keeps_summary;
        \(keeping("log_inserted", "AFTER INSERT ON log",
            invalidation(scopes: "NEW.habitId", from: "NEW.day"), settingBit))
        \(keeping("log_deleted", "AFTER DELETE ON log",
            invalidation(scopes: "OLD.habitId", from: "OLD.day"), clearingBit))
        """

    /// A logged day's bucket, when kept: its bit set when the log is a completion on a day without a log of a bucket
    /// of completions alone (a bucket with no row has no log), marked stale otherwise.
    private static let settingBit = """
        INSERT INTO logBucket (habitId, bucket, days, entries)
        SELECT NEW.habitId, NEW.day >> 5, CASE WHEN NEW.value = 1 THEN 1 << (NEW.day & 31) ELSE -1 END, NULL
        WHERE NEW.day >> 5 <= (SELECT logBucketsThrough FROM streakSummary)
        ON CONFLICT (habitId, bucket) DO UPDATE SET
            days = CASE WHEN NEW.value = 1 AND days >= 0 AND entries IS NULL AND (days & (1 << (NEW.day & 31))) = 0
                THEN days | (1 << (NEW.day & 31)) ELSE -1 END,
            entries = NULL;
        """

    /// A deleted log's bucket, when kept: its day's bit cleared when the log was the completion of a bucket of
    /// completions alone (and the bucket removed when no day is left), marked stale otherwise.
    private static let clearingBit = """
        INSERT INTO logBucket (habitId, bucket, days, entries)
        SELECT OLD.habitId, OLD.day >> 5, -1, NULL
        WHERE OLD.day >> 5 <= (SELECT logBucketsThrough FROM streakSummary)
        ON CONFLICT (habitId, bucket) DO UPDATE SET
            days = CASE WHEN OLD.value = 1 AND days >= 0 AND entries IS NULL AND (days & (1 << (OLD.day & 31))) != 0
                THEN days & ~(1 << (OLD.day & 31)) ELSE -1 END,
            entries = NULL;
        DELETE FROM logBucket WHERE habitId = OLD.habitId AND bucket = OLD.day >> 5 AND days = 0;
        """

    /// The first day a habit's edit changes: its start, the earlier of two, when its schedule, start, target, kind or
    /// archived state changes; the earlier end when only its end changes; none (a day after every day) otherwise.
    private static let habitEditStart = """
        CASE WHEN OLD.schedule IS NOT NEW.schedule OR OLD.startDay IS NOT NEW.startDay
            OR OLD.isActive IS NOT NEW.isActive OR OLD.kind IS NOT NEW.kind
            OR OLD.dailyTarget IS NOT NEW.dailyTarget OR OLD.targetDirection IS NOT NEW.targetDirection
        THEN min(OLD.startDay, NEW.startDay)
        WHEN OLD.endDay IS NOT NEW.endDay
        THEN min(coalesce(OLD.endDay, 2147483647), coalesce(NEW.endDay, 2147483647))
        ELSE 2147483647 END
        """

    /// The one trigger of a change to a table of history: it renews the revision (v4), then runs `statements`.
    private static func keeping(_ name: String, _ event: String, _ statements: String...) -> String {
        """
        CREATE TRIGGER \(name)_keeps_summary \(event)
        BEGIN
            UPDATE historyRevision SET token = random();
            \(statements.joinedText(separator: "\n"))
        END;
        """
    }

    /// Marks the bucket of the day of `row` (NEW or OLD) stale when it is kept: one read of a row and, for a past day,
    /// one write of a primary key.
    private static func staling(_ row: String) -> String {
        """
        INSERT OR REPLACE INTO logBucket (habitId, bucket, days, entries)
        SELECT \(row).habitId, \(row).day >> 5, -1, NULL
        WHERE \(row).day >> 5 <= (SELECT logBucketsThrough FROM streakSummary);
        """
    }
}

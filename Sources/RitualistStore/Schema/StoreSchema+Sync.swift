extension StoreSchema {
    /// Sync's local state (see docs/store.md and docs/sync.md). The outbox is the change log less `syncOnServer`;
    /// `mergedLog` keeps the completions of a binary habit's done day that a merge made redundant (each day keeps
    /// one log in `log`), so removing the one shown brings the next back; `heldLog` and `heldRestDay` keep the logs
    /// and rest days of a removed habit, those it had and those that arrive after, so an undo of the removal brings back every one; `habitAlias` sends the id of a habit
    /// merged into another by name to the one that survived.
    static let v7 = """
        CREATE TABLE syncOnServer (
            seq INTEGER PRIMARY KEY NOT NULL
        );
        CREATE TABLE syncState (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            cursor INTEGER NOT NULL CHECK (cursor >= 0),
            lastPush REAL,
            lastPull REAL
        );
        INSERT INTO syncState (id, cursor) VALUES (1, 0);
        CREATE TABLE syncSetAside (
            serverSeq INTEGER PRIMARY KEY NOT NULL,
            id TEXT NOT NULL,
            kind TEXT NOT NULL,
            reason TEXT NOT NULL
        );
        CREATE TABLE mergedLog (
            id TEXT PRIMARY KEY NOT NULL,
            habitId TEXT NOT NULL REFERENCES habit(id) ON DELETE CASCADE,
            day INTEGER NOT NULL,
            value REAL NOT NULL CHECK (value >= 0),
            loggedAt REAL NOT NULL,
            timeZone TEXT NOT NULL
        );
        CREATE INDEX mergedLog_by_habit_and_day ON mergedLog(habitId, day);
        CREATE TABLE heldLog (
            id TEXT PRIMARY KEY NOT NULL,
            habitId TEXT NOT NULL,
            day INTEGER NOT NULL,
            value REAL NOT NULL,
            loggedAt REAL NOT NULL,
            timeZone TEXT NOT NULL
        );
        CREATE INDEX heldLog_by_habit ON heldLog(habitId);
        CREATE TABLE heldRestDay (
            habitId TEXT NOT NULL,
            day INTEGER NOT NULL,
            PRIMARY KEY (habitId, day)
        );
        CREATE TABLE habitAlias (
            alias TEXT PRIMARY KEY NOT NULL,
            habitId TEXT NOT NULL
        );
        CREATE INDEX changeLog_by_habit ON changeLog(habitId);
        """

    /// The settings that sync (`streak.threshold`, `week_start`, `notify`): the value config.yaml held for each when
    /// `ritual-sync` last read it or wrote it, so that a value the person changed since is told from one a pull
    /// brought and has yet to write.
    static let v9 = """
        CREATE TABLE syncSetting (
            key TEXT PRIMARY KEY NOT NULL,
            value TEXT NOT NULL
        ) WITHOUT ROWID;
        """
}

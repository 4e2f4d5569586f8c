/// The server schema's migrations, by version: each brings a schema of the version before it to its own. A server
/// schema is never changed any other way, and a migration once released is never edited.
enum ServerMigrations {
    /// The statements of each version, in order; version N is `all[N - 1]`.
    static let all: [[String]] = [version1]

    /// The version this program creates and reads.
    static var latest: Int { all.count }

    /// The entries of every history, one table, each row its role's (`owner`); row-level security, forced so that the
    /// table's owner is held to it too, lets a role see and add only its own rows, and no role may change or delete
    /// one. `seq` orders a history for pulls.
    static let version1 = [
        """
        CREATE TABLE ritualist.entries (
            seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            owner name NOT NULL DEFAULT current_user,
            id uuid NOT NULL,
            machine uuid NOT NULL,
            kind text NOT NULL,
            version integer NOT NULL,
            body text NOT NULL,
            stamped_at timestamptz NOT NULL,
            received_at timestamptz NOT NULL DEFAULT now(),
            UNIQUE (owner, id)
        )
        """,
        "ALTER TABLE ritualist.entries ENABLE ROW LEVEL SECURITY",
        "ALTER TABLE ritualist.entries FORCE ROW LEVEL SECURITY",
        "CREATE POLICY entries_select ON ritualist.entries FOR SELECT USING (owner = current_user)",
        "CREATE POLICY entries_insert ON ritualist.entries FOR INSERT WITH CHECK (owner = current_user)",
    ]
}

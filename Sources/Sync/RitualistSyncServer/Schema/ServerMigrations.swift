/// The server schema's migrations, by version: each brings a schema of the version before it to its own. A server
/// schema is never changed any other way, and a migration once released is never edited.
enum ServerMigrations {
    /// The statements of each version, in order; version N is `all[N - 1]`.
    static let all: [[String]] = [version1, version2]

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

    /// Sequence numbers become the server's alone and each history's own: `seq` counts one history's entries, set by
    /// a trigger whatever an insert names (an identity yields to `OVERRIDING SYSTEM VALUE`), so no role can block
    /// another's push with a number it chose, move a cursor past entries to come, or read another's activity from
    /// the gaps. The trigger locks its history's row of `histories`, which serialises the pushes of one history;
    /// no role but the schema's owner can read, write or lock that table, so only another push of the same history
    /// holds it, and the session's `lock_timeout` bounds the wait for it. The numbers already given are
    /// kept, so every machine's cursor stays where it was.
    static let version2 = [
        """
        CREATE TABLE ritualist.histories (
            owner name PRIMARY KEY,
            last_seq bigint NOT NULL
        )
        """,
        "ALTER TABLE ritualist.histories ENABLE ROW LEVEL SECURITY",
        "REVOKE ALL ON ritualist.histories FROM PUBLIC",
        // The owner is held to row-level security on `entries`: let go for the one statement that reads every
        // history's last number.
        "ALTER TABLE ritualist.entries NO FORCE ROW LEVEL SECURITY",
        "INSERT INTO ritualist.histories (owner, last_seq) SELECT owner, max(seq) FROM ritualist.entries GROUP BY owner",
        "ALTER TABLE ritualist.entries FORCE ROW LEVEL SECURITY",
        "ALTER TABLE ritualist.entries ALTER COLUMN seq DROP IDENTITY",
        "ALTER TABLE ritualist.entries DROP CONSTRAINT entries_pkey",
        "ALTER TABLE ritualist.entries ADD CONSTRAINT entries_pkey PRIMARY KEY (owner, seq)",
        """
        CREATE FUNCTION ritualist.entries_number() RETURNS trigger
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
        DECLARE
            last bigint;
        BEGIN
            IF NEW.owner IS DISTINCT FROM session_user THEN
                RAISE EXCEPTION 'role % cannot add an entry to the history of %', session_user, NEW.owner
                    USING ERRCODE = '42501';
            END IF;
            SELECT h.last_seq INTO last FROM ritualist.histories AS h WHERE h.owner = NEW.owner FOR UPDATE;
            IF NOT FOUND THEN
                INSERT INTO ritualist.histories AS h (owner, last_seq) VALUES (NEW.owner, 0)
                    ON CONFLICT (owner) DO NOTHING;
                SELECT h.last_seq INTO last FROM ritualist.histories AS h WHERE h.owner = NEW.owner FOR UPDATE;
            END IF;
            NEW.seq := last + 1;
            UPDATE ritualist.histories AS h SET last_seq = NEW.seq WHERE h.owner = NEW.owner;
            RETURN NEW;
        END
        $$
        """,
        "REVOKE ALL ON FUNCTION ritualist.entries_number() FROM PUBLIC",
        """
        CREATE TRIGGER entries_number BEFORE INSERT ON ritualist.entries
        FOR EACH ROW EXECUTE FUNCTION ritualist.entries_number()
        """,
    ]
}

import PostgresNIO

/// The sync schema on the server (`ritualist`): created and migrated by `ritual-sync init`, checked before every
/// push and pull. A server whose schema is newer than this program's is refused with the version it needs.
package enum ServerSchema {
    /// The version this program creates and reads.
    package static var version: Int { ServerMigrations.latest }

    /// The bound of each statement of `init`, in seconds.
    static let migrationSeconds = 600

    /// The objects of the schema, which `owner` is given.
    static let objects = [
        "SCHEMA ritualist", "TABLE ritualist.schema_version", "TABLE ritualist.entries", "TABLE ritualist.histories",
        "FUNCTION ritualist.entries_number()",
    ]

    /// Creates the schema or brings it to `version`, in one transaction that locks `schema_version` (a lock no role
    /// but the owner can take) so two inits do not race; running it again changes nothing. With `owner`, the schema
    /// and everything in it then belong to that role (an admin role no person syncs as). Returns the version found
    /// before (0 for none) and the one now.
    @discardableResult
    package static func initialize(_ server: ServerConnection, owner: String? = nil) async throws(SyncServerError)
        -> (from: Int, to: Int)
    {
        let owner = try owner.map(SchemaOwner.quoted)
        do throws(SyncServerError) {
            let seconds = migrationSeconds
            return try await ServerQueries.transaction(server, seconds: seconds + 2) { connection, logger in
                // A migration rewrites whole tables: the bound of one push's statement would stop it on a large one.
                try await connection.query(
                    PostgresQuery(unsafeSQL: "SET LOCAL statement_timeout = '\(seconds)s'"), logger: logger)
                try await connection.query("CREATE SCHEMA IF NOT EXISTS ritualist", logger: logger)
                try await connection.query(
                    "CREATE TABLE IF NOT EXISTS ritualist.schema_version (version integer NOT NULL)", logger: logger)
                try await connection.query(
                    "LOCK TABLE ritualist.schema_version IN EXCLUSIVE MODE", logger: logger)
                // Every role that syncs reads it to know the schema, whatever the admin granted.
                try await connection.query("GRANT SELECT ON ritualist.schema_version TO PUBLIC", logger: logger)
                let found = try await currentVersion(connection, logger: logger)
                try known(found)
                for next in stride(from: found + 1, through: version, by: 1) {
                    for statement in ServerMigrations.all[next - 1] {
                        try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                    }
                    try await connection.query("DELETE FROM ritualist.schema_version", logger: logger)
                    try await connection.query(
                        "INSERT INTO ritualist.schema_version (version) VALUES (\(next))", logger: logger)
                }
                if let owner {
                    for object in objects {
                        try await connection.query(
                            PostgresQuery(unsafeSQL: "ALTER \(object) OWNER TO \(owner)"), logger: logger)
                    }
                }
                return (found, version)
            }
        } catch .historyBusy {
            throw .refused(
                reason: "another session holds a lock on the sync schema (lock_timeout); run init again once it ends")
        } catch {
            throw error
        }
    }

    /// Throws unless the server's schema is the one this program reads.
    package static func check(_ server: ServerConnection) async throws(SyncServerError) {
        let found = try await ServerQueries.run(server) { connection, logger in
            let exists = try await connection.query(
                "SELECT to_regclass('ritualist.schema_version') IS NOT NULL", logger: logger)
            var present = false
            for try await (value) in exists.decode(Bool.self) { present = value }
            guard present else { return 0 }
            return try await currentVersion(connection, logger: logger)
        }
        if found == 0 { throw .notInitialized }
        try known(found)
        if found < version { throw .olderSchema(server: found, supported: version) }
    }

    /// Throws unless `found` is a version some release wrote, this one's or older.
    private static func known(_ found: Int) throws(SyncServerError) {
        guard found >= 0 else { throw .unknownSchema(String(found)) }
        guard found <= version else { throw .newerSchema(server: found, supported: version) }
    }

    private static func currentVersion(_ connection: PostgresConnection, logger: Logger) async throws -> Int {
        let rows = try await connection.query(
            "SELECT coalesce(max(version), 0) FROM ritualist.schema_version", logger: logger)
        var found = 0
        for try await (value) in rows.decode(Int.self) { found = value }
        return found
    }
}

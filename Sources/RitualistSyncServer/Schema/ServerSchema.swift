import PostgresNIO

/// The sync schema on the server (`ritualist`): created and migrated by `ritual-sync init`, checked before every
/// push and pull. A server whose schema is newer than this program's is refused with the version it needs.
public enum ServerSchema {
    /// The version this program creates and reads.
    public static var version: Int { ServerMigrations.latest }

    /// Creates the schema or brings it to `version`, in one transaction under an advisory lock so two inits do not
    /// race; running it again changes nothing. Returns the version found before (0 for none) and the one now.
    @discardableResult
    public static func initialize(_ server: ServerConnection) async throws(SyncServerError) -> (from: Int, to: Int) {
        try await ServerQueries.transaction(server) { connection, logger in
            try await connection.query("SELECT pg_advisory_xact_lock(hashtext('ritualist.schema'))", logger: logger)
            try await connection.query("CREATE SCHEMA IF NOT EXISTS ritualist", logger: logger)
            try await connection.query(
                "CREATE TABLE IF NOT EXISTS ritualist.schema_version (version integer NOT NULL)", logger: logger)
            // Every role that syncs reads it to know the schema, whatever the admin granted.
            try await connection.query("GRANT SELECT ON ritualist.schema_version TO PUBLIC", logger: logger)
            let found = try await currentVersion(connection, logger: logger)
            guard found <= version else { throw SyncServerError.newerSchema(server: found, supported: version) }
            for next in stride(from: found + 1, through: version, by: 1) {
                for statement in ServerMigrations.all[next - 1] {
                    try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                }
                try await connection.query("DELETE FROM ritualist.schema_version", logger: logger)
                try await connection.query(
                    "INSERT INTO ritualist.schema_version (version) VALUES (\(next))", logger: logger)
            }
            return (found, version)
        }
    }

    /// Throws unless the server's schema is the one this program reads.
    public static func check(_ server: ServerConnection) async throws(SyncServerError) {
        let found = try await ServerQueries.run(server) { connection, logger in
            let exists = try await connection.query(
                "SELECT to_regclass('ritualist.schema_version') IS NOT NULL", logger: logger)
            var present = false
            for try await (value) in exists.decode(Bool.self) { present = value }
            guard present else { return 0 }
            return try await currentVersion(connection, logger: logger)
        }
        if found == 0 { throw .notInitialized }
        if found > version { throw .newerSchema(server: found, supported: version) }
        if found < version {
            throw .refused(
                reason: "the server's schema is version \(found), older than \(version); run 'ritual sync init'")
        }
    }

    private static func currentVersion(_ connection: PostgresConnection, logger: Logger) async throws -> Int {
        let rows = try await connection.query(
            "SELECT coalesce(max(version), 0) FROM ritualist.schema_version", logger: logger)
        var found = 0
        for try await (value) in rows.decode(Int.self) { found = value }
        return found
    }
}

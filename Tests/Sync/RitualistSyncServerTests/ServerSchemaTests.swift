import PostgresNIO
import RitualistSyncServer
import Testing

// Skipped, with the reason shown, only when no PostgreSQL server binary is installed.
@Suite(.enabled(if: TestServer.available, TestServer.skipReason))
struct ServerSchemaTests {
    @Test func initCreatesTheSchemaOnceAndAgainChangesNothing() async throws {
        let database = try await TestServer.database()
        let server = try await ServerConnection.open(try TestServer.adminSettings(database: database))
        defer { Task { await server.close() } }
        await #expect(throws: SyncServerError.notInitialized) { try await ServerSchema.check(server) }
        let first = try await ServerSchema.initialize(server)
        #expect(first.from == 0 && first.to == ServerSchema.version)
        let second = try await ServerSchema.initialize(server)
        #expect(second.from == ServerSchema.version && second.to == ServerSchema.version)
        try await ServerSchema.check(server)
        let rows = try await server.connection.query(
            "SELECT count(*) FROM ritualist.schema_version", logger: server.logger)
        for try await count in rows.decode(Int.self) { #expect(count == 1) }
    }

    @Test func theEntriesTableHasRowLevelSecurityEnabledAndForced() async throws {
        let database = try await TestServer.database()
        let server = try await ServerConnection.open(try TestServer.adminSettings(database: database))
        defer { Task { await server.close() } }
        try await ServerSchema.initialize(server)
        let rows = try await server.connection.query(
            """
            SELECT relrowsecurity, relforcerowsecurity FROM pg_class
            WHERE oid = 'ritualist.entries'::regclass
            """, logger: server.logger)
        var seen = false
        for try await (enabled, forced) in rows.decode((Bool, Bool).self) {
            #expect(enabled && forced)
            seen = true
        }
        #expect(seen)
    }

    @Test func aNewerSchemaOnTheServerIsRefusedWithTheVersionItNeeds() async throws {
        let database = try await TestServer.database()
        let server = try await ServerConnection.open(try TestServer.adminSettings(database: database))
        defer { Task { await server.close() } }
        try await ServerSchema.initialize(server)
        try await server.connection.query("UPDATE ritualist.schema_version SET version = 99", logger: server.logger)
        let newer = SyncServerError.newerSchema(server: 99, supported: ServerSchema.version)
        await #expect(throws: newer) { try await ServerSchema.check(server) }
        await #expect(throws: newer) { try await ServerSchema.initialize(server) }
        #expect(newer.description.contains("version 99"))
        #expect(newer.exitCode == 78)
    }
}

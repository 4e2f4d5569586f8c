import Foundation
import IntentKitTesting
import PostgresNIO
import RitualistSync
import RitualistSyncServer
import Testing

/// The schema belongs to an admin role no person syncs as (`init --owner`); a person's role can only add entries to
/// its own history and read them, and nothing it runs undoes that for another history.
@Suite(.enabled(if: TestServer.available, TestServer.skipReason))
struct SchemaOwnerTests {
    @Test func initWithOwnerGivesTheSchemaAndEverythingInItToThatRole() async throws {
        let shared = try await SharedServer.make()
        let server = try await ServerConnection.open(try TestServer.adminSettings(database: shared.database))
        defer { Task { await server.close() } }
        let rows = try await server.connection.query(
            """
            SELECT pg_get_userbyid(nspowner)::text FROM pg_namespace WHERE nspname = 'ritualist'
            UNION ALL SELECT pg_get_userbyid(relowner)::text FROM pg_class
                WHERE relnamespace = 'ritualist'::regnamespace AND relkind = 'r'
            UNION ALL SELECT pg_get_userbyid(proowner)::text FROM pg_proc WHERE pronamespace = 'ritualist'::regnamespace
            """, logger: server.logger)
        var owners: [String] = []
        for try await owner in rows.decode(String.self) { owners.append(owner) }
        #expect(owners.count == 5)
        #expect(Set(owners) == [shared.admin])
    }

    /// What a person's role tries against the schema; each is refused, and the victim's history stays whole.
    static let attempts = [
        "ALTER TABLE ritualist.entries NO FORCE ROW LEVEL SECURITY",
        "ALTER TABLE ritualist.entries DISABLE ROW LEVEL SECURITY",
        "TRUNCATE ritualist.entries",
        "DROP TABLE ritualist.entries",
        "DROP POLICY entries_select ON ritualist.entries",
        "CREATE POLICY everything ON ritualist.entries FOR SELECT USING (true)",
        "UPDATE ritualist.entries SET body = 'x'",
        "DELETE FROM ritualist.entries",
        "SELECT * FROM ritualist.histories",
        "UPDATE ritualist.histories SET last_seq = 9223372036854775000",
        "LOCK TABLE ritualist.histories IN ACCESS EXCLUSIVE MODE",
        "LOCK TABLE ritualist.entries IN ACCESS EXCLUSIVE MODE",
        "SELECT * FROM ritualist.entries FOR UPDATE",
        "ALTER TABLE ritualist.entries DISABLE TRIGGER entries_number",
        "CREATE TABLE ritualist.planted (x int)",
        "UPDATE ritualist.schema_version SET version = 1",
        "ALTER SCHEMA ritualist RENAME TO elsewhere",
    ]

    @Test(arguments: attempts)
    func aPersonsRoleCannot(_ statement: String) async throws {
        let shared = try await SharedServer.make()
        let laptop = InMemoryLedger()
        let entries = laptop.record(2)
        try await shared.sync(laptop, as: shared.victim)
        let error = await #expect(throws: PSQLError.self) {
            try await shared.run(as: shared.hostile, ["BEGIN", statement])
        }
        #expect(error?.serverInfo?[.sqlState] == "42501")
        let desktop = InMemoryLedger()
        try await shared.sync(desktop, as: shared.victim)
        #expect(desktop.state.withLock { $0.pulled.map(\.entry) } == entries)
    }

    @Test func aPersonsRoleReadsNothingOfAnothersHistory() async throws {
        let shared = try await SharedServer.make()
        let laptop = InMemoryLedger()
        laptop.record(3)
        try await shared.sync(laptop, as: shared.victim)
        let server = try await ServerConnection.open(try shared.settings(shared.hostile))
        defer { Task { await server.close() } }
        let rows = try await server.connection.query(
            "SELECT count(*) FROM ritualist.entries", logger: server.logger)
        for try await count in rows.decode(Int64.self) { #expect(count == 0) }
    }

    @Test func ritualSyncInitTakesTheOwnerAndRefusesANameThatIsNoRole() async throws {
        let database = try await TestServer.database()
        let owner = "keeper_\(UUID().uuidString.prefix(8).lowercased())"
        try await TestServer.admin(["CREATE ROLE \(owner) NOLOGIN", "GRANT CREATE ON DATABASE \(database) TO \(owner)"])
        let machine = try SyncedMachine(database: database)
        let refused = try machine.ritual("sync", "init", "--owner", "Robert'); DROP TABLE x;--", "--strict")
        #expect(refused.status == 78)
        #expect(refused.stderr.contains("The schema owner 'Robert'); DROP TABLE x;--' is not a role name"))
        #expect(try machine.ritual("sync", "status", "--owner", owner).status == 64)

        try machine.succeeds("sync", "init", "--owner", owner, "--strict")
        let server = try await ServerConnection.open(try TestServer.adminSettings(database: database))
        defer { Task { await server.close() } }
        let rows = try await server.connection.query(
            "SELECT pg_get_userbyid(relowner)::text FROM pg_class WHERE oid = 'ritualist.entries'::regclass",
            logger: server.logger)
        for try await found in rows.decode(String.self) { #expect(found == owner) }
    }
}

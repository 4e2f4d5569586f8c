import Foundation
import IntentKitTesting
import PostgresNIO
import RitualistSync
import Testing

@testable import RitualistSyncServer

/// The versions `init` and the checks before each push and pull read from `schema_version`, and the migration of a
/// server of the first version, its entries and every machine's cursor kept.
@Suite(.enabled(if: TestServer.available, TestServer.skipReason))
struct SchemaVersionTests {
    @Test(arguments: [-1, -2_147_483_648])
    func aVersionNoReleaseWroteIsAConfigurationError(_ version: Int) async throws {
        let database = try await TestServer.database()
        let server = try await ServerConnection.open(try TestServer.adminSettings(database: database))
        defer { Task { await server.close() } }
        try await ServerSchema.initialize(server)
        try await server.connection.query(
            "UPDATE ritualist.schema_version SET version = \(version)", logger: server.logger)
        let unknown = SyncServerError.unknownSchema(String(version))
        await #expect(throws: unknown) { try await ServerSchema.initialize(server) }
        await #expect(throws: unknown) { try await ServerSchema.check(server) }
        #expect(unknown.exitCode == 78)
        #expect(
            unknown.description
                == "The sync server's schema_version holds '\(version)', which is no version of the sync schema "
                + "(expected 1 to \(ServerSchema.version)); the schema was changed by hand.")
    }

    @Test func ritualSyncInitOnANegativeVersionExits78() async throws {
        let database = try await TestServer.database()
        let machine = try SyncedMachine(database: database)
        try machine.succeeds("sync", "init", "--strict")
        try await TestServer.admin(["UPDATE ritualist.schema_version SET version = -1"], database: database)
        let result = try machine.ritual("sync", "init", "--strict")
        #expect(result.status == 78)
        #expect(result.stderr.contains("The sync server's schema_version holds '-1'"))
    }

    /// The schema of version 1 as released, for a server that has run it.
    static let version1 =
        [
            "CREATE SCHEMA ritualist", "CREATE TABLE ritualist.schema_version (version integer NOT NULL)",
            "GRANT SELECT ON ritualist.schema_version TO PUBLIC",
        ] + ServerMigrations.version1 + ["INSERT INTO ritualist.schema_version (version) VALUES (1)"]

    @Test func initMigratesAServerOfVersion1KeepingEveryEntryAndEveryCursor() async throws {
        let (database, owner, other, password) = try await SeveralPeopleTests.twoRoles()
        let settings = { (role: String) in
            try TestServer.settings(role: role, password: password, database: database)
        }
        let old = try await ServerConnection.open(try settings(owner))
        for statement in Self.version1 + [
            "GRANT USAGE ON SCHEMA ritualist TO \(other)", "GRANT SELECT, INSERT ON ritualist.entries TO \(other)",
            "GRANT USAGE ON SEQUENCE ritualist.entries_seq_seq TO \(other)",
        ] {
            try await old.connection.query(PostgresQuery(unsafeSQL: statement), logger: old.logger)
        }
        await old.close()
        // Entries of both histories interleaved, as version 1 numbered them, by the numbers of one sequence.
        let owners = InMemoryLedger()
        let others = InMemoryLedger()
        for _ in 1...2 {
            owners.record(2)
            others.record(1)
            try await Self.rawPush(owners, settings(owner))
            try await Self.rawPush(others, settings(other))
        }
        let ownersDesktop = InMemoryLedger()
        try await Self.rawPull(ownersDesktop, settings(owner))
        #expect(ownersDesktop.state.withLock { $0.pulled.map(\.serverSeq) } == [1, 2, 4, 5])

        let server = try await ServerConnection.open(try settings(owner))
        let migrated = try await ServerSchema.initialize(server)
        await server.close()
        #expect(migrated.from == 1 && migrated.to == ServerSchema.version)

        owners.record(1)
        try await SharedServer.sync(owners, settings(owner))
        let report = try await SharedServer.sync(ownersDesktop, settings(owner))
        #expect(report.pulled == 1)
        #expect(ownersDesktop.state.withLock { $0.pulled.map(\.serverSeq) } == [1, 2, 4, 5, 6])
        let othersDesktop = InMemoryLedger()
        #expect(try await SharedServer.sync(othersDesktop, settings(other)).pulled == 2)
        #expect(othersDesktop.state.withLock { $0.pulled.map(\.serverSeq) } == [3, 6])
    }

    /// A push as version 1's ritual-sync made it: the server numbering each entry.
    static func rawPush(_ ledger: InMemoryLedger, _ settings: SyncSettings) async throws {
        let server = try await ServerConnection.open(settings)
        let waiting = try ledger.outbox(limit: 100)
        for entry in waiting {
            try await server.connection.query(
                """
                INSERT INTO ritualist.entries (id, machine, kind, version, body, stamped_at)
                VALUES (\(entry.id), \(entry.machine), \(entry.kind), \(Int32(entry.version)), \(entry.body),
                    \(entry.stampedAt))
                """, logger: server.logger)
        }
        try ledger.markPushed(waiting.map(\.id), at: Date())
        await server.close()
    }

    /// A pull as version 1's ritual-sync made it.
    static func rawPull(_ ledger: InMemoryLedger, _ settings: SyncSettings) async throws {
        let server = try await ServerConnection.open(settings)
        let rows = try await server.connection.query(
            "SELECT seq, id, machine, kind, version, body, stamped_at FROM ritualist.entries ORDER BY seq",
            logger: server.logger)
        var pulled: [PulledEntry] = []
        for try await (seq, id, machine, kind, version, body, stamped) in rows.decode(
            (Int64, UUID, UUID, String, Int32, String, Date).self)
        {
            pulled.append(
                PulledEntry(
                    serverSeq: seq,
                    entry: SyncEntry(
                        id: id, machine: machine, kind: kind, version: Int(version), body: body, stampedAt: stamped)))
        }
        _ = try ledger.apply(pulled, at: Date())
        await server.close()
    }
}

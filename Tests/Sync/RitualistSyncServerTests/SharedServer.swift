import Foundation
import PostgresNIO
import RitualistSync
import RitualistSyncServer

/// A database several people share, set up as docs/sync.md says: the schema owned by an admin role no person syncs
/// as, and two people's roles granted only what the docs list. `hostile` may also create objects in `public`, as
/// every role may on PostgreSQL 12 to 14.
struct SharedServer {
    let database: String
    let admin: String
    let victim: String
    let hostile: String
    let password: String

    /// The grants of docs/sync.md, "Several people on one server", for `role`.
    static func grants(to role: String) -> [String] {
        [
            "GRANT USAGE ON SCHEMA ritualist TO \(role)",
            "GRANT SELECT, INSERT ON ritualist.entries TO \(role)",
        ]
    }

    /// A new database with the schema initialised by the superuser for `admin` (`init --owner`).
    static func make() async throws -> SharedServer {
        let suffix = UUID().uuidString.prefix(8).lowercased()
        let shared = SharedServer(
            database: try await TestServer.database(), admin: "admin_\(suffix)", victim: "victim_\(suffix)",
            hostile: "hostile_\(suffix)", password: "pw-\(suffix)")
        try await TestServer.admin([
            "CREATE ROLE \(shared.admin) LOGIN PASSWORD '\(shared.password)'",
            "CREATE ROLE \(shared.victim) LOGIN PASSWORD '\(shared.password)'",
            "CREATE ROLE \(shared.hostile) LOGIN PASSWORD '\(shared.password)'",
            "GRANT CREATE ON DATABASE \(shared.database) TO \(shared.admin)",
        ])
        let server = try await ServerConnection.open(try TestServer.adminSettings(database: shared.database))
        do {
            try await ServerSchema.initialize(server, owner: shared.admin)
            await server.close()
        } catch {
            await server.close()
            throw error
        }
        try await shared.run(
            as: shared.admin, grants(to: shared.victim) + grants(to: shared.hostile))
        try await TestServer.admin(
            ["GRANT CREATE ON SCHEMA public TO \(shared.hostile)"], database: shared.database)
        return shared
    }

    /// Settings for `role`; `query` adds URL parameters (`&connect_timeout=1`).
    func settings(_ role: String, query: String = "") throws -> SyncSettings {
        try TestServer.settings(role: role, password: password, database: database, query: query)
    }

    /// Runs each statement as `role`, on one connection.
    func run(as role: String, _ statements: [String]) async throws {
        let server = try await ServerConnection.open(try settings(role))
        do {
            for statement in statements {
                try await server.connection.query(PostgresQuery(unsafeSQL: statement), logger: server.logger)
            }
            await server.close()
        } catch {
            await server.close()
            throw error
        }
    }

    /// Pushes then pulls `ledger` as `role`.
    @discardableResult
    func sync(_ ledger: InMemoryLedger, as role: String, pageBytes: Int = SyncEngine.defaultPageBytes)
        async throws -> PullReport
    {
        try await Self.sync(ledger, try settings(role), pageBytes: pageBytes)
    }

    /// Checks the schema, then pushes and pulls `ledger` with `settings`.
    @discardableResult
    static func sync(_ ledger: InMemoryLedger, _ settings: SyncSettings, pageBytes: Int = SyncEngine.defaultPageBytes)
        async throws -> PullReport
    {
        let server = try await ServerConnection.open(settings)
        do {
            try await ServerSchema.check(server)
            let engine = SyncEngine(ledger: ledger, server: server, pageBytes: pageBytes)
            _ = try await engine.push()
            let report = try await engine.pull()
            await server.close()
            return report
        } catch {
            await server.close()
            throw error
        }
    }

    /// Every row of `ritualist.entries` as the superuser sees it: owner, seq and id, by owner then seq.
    func rows() async throws -> [(owner: String, seq: Int64, id: UUID)] {
        let server = try await ServerConnection.open(try TestServer.adminSettings(database: database))
        do {
            let found = try await server.connection.query(
                "SELECT owner::text, seq, id FROM ritualist.entries ORDER BY owner, seq", logger: server.logger)
            var rows: [(owner: String, seq: Int64, id: UUID)] = []
            for try await (owner, seq, id) in found.decode((String, Int64, UUID).self) {
                rows.append((owner, seq, id))
            }
            await server.close()
            return rows
        } catch {
            await server.close()
            throw error
        }
    }
}

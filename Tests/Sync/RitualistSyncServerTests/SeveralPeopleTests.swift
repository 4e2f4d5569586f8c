import Foundation
import PostgresNIO
import RitualistSync
import RitualistSyncServer
import Testing

/// Two people on one server, each a role with only the privileges docs/sync.md tells an admin to grant.
@Suite(.enabled(if: TestServer.available, TestServer.skipReason))
struct SeveralPeopleTests {
    /// The grants of docs/sync.md, "Several people on one server", for `role`.
    static func grants(to role: String) -> [String] { SharedServer.grants(to: role) }

    /// A database whose schema `owner` created (a role that is no superuser: row-level security is forced on the
    /// table's owner too), and `other`, granted as the docs say.
    static func twoPeople() async throws -> (database: String, owner: String, other: String, password: String) {
        let (database, owner, other, password) = try await twoRoles()
        let server = try await ServerConnection.open(
            try TestServer.settings(role: owner, password: password, database: database))
        try await ServerSchema.initialize(server)
        for grant in grants(to: other) {
            try await server.connection.query(PostgresQuery(unsafeSQL: grant), logger: server.logger)
        }
        await server.close()
        return (database, owner, other, password)
    }

    /// A new database and two roles with one password, the first with CREATE on the database, nothing made yet.
    static func twoRoles() async throws -> (database: String, owner: String, other: String, password: String) {
        let suffix = UUID().uuidString.prefix(8).lowercased()
        let owner = "owner_\(suffix)"
        let other = "other_\(suffix)"
        let password = "pw-\(suffix)"
        let database = try await TestServer.database()
        try await TestServer.admin([
            "CREATE ROLE \(owner) LOGIN PASSWORD '\(password)'",
            "CREATE ROLE \(other) LOGIN PASSWORD '\(password)'",
            "GRANT CREATE ON DATABASE \(database) TO \(owner)",
        ])
        return (database, owner, other, password)
    }

    static func sync(_ ledger: InMemoryLedger, role: String, password: String, database: String) async throws
        -> PullReport
    {
        let server = try await ServerConnection.open(
            try TestServer.settings(role: role, password: password, database: database))
        defer { Task { await server.close() } }
        try await ServerSchema.check(server)
        let engine = SyncEngine(ledger: ledger, server: server)
        _ = try await engine.push()
        return try await engine.pull()
    }

    @Test func eachRoleSeesOnlyItsOwnHistory() async throws {
        let (database, owner, other, password) = try await Self.twoPeople()
        let ownersLaptop = InMemoryLedger()
        ownersLaptop.record(3)
        let othersLaptop = InMemoryLedger()
        othersLaptop.record(2)
        _ = try await Self.sync(ownersLaptop, role: owner, password: password, database: database)
        _ = try await Self.sync(othersLaptop, role: other, password: password, database: database)

        let ownersDesktop = InMemoryLedger()
        let othersDesktop = InMemoryLedger()
        #expect(try await Self.sync(ownersDesktop, role: owner, password: password, database: database).pulled == 3)
        #expect(try await Self.sync(othersDesktop, role: other, password: password, database: database).pulled == 2)
        #expect(ownersDesktop.known == Set(ownersLaptop.state.withLock { $0.recorded.map(\.id) }))
        #expect(othersDesktop.known == Set(othersLaptop.state.withLock { $0.recorded.map(\.id) }))
    }

    @Test(arguments: [
        "UPDATE ritualist.entries SET body = 'x'",
        "DELETE FROM ritualist.entries",
        "INSERT INTO ritualist.entries (owner, id, machine, kind, version, body, stamped_at) "
            + "VALUES ('OWNER', gen_random_uuid(), gen_random_uuid(), 'log.added', 1, '{}', now())",
    ])
    func aRoleCannotChangeAnothersEntries(_ statement: String) async throws {
        let (database, owner, other, password) = try await Self.twoPeople()
        let ownersLaptop = InMemoryLedger()
        let entries = ownersLaptop.record(2)
        _ = try await Self.sync(ownersLaptop, role: owner, password: password, database: database)
        let server = try await ServerConnection.open(
            try TestServer.settings(role: other, password: password, database: database))
        let sql = statement.replacingOccurrences(of: "OWNER", with: owner)
        await #expect(throws: (any Error).self) {
            try await server.connection.query(PostgresQuery(unsafeSQL: sql), logger: server.logger)
        }
        await server.close()
        // The owner's history is whole and unchanged.
        let check = InMemoryLedger()
        _ = try await Self.sync(check, role: owner, password: password, database: database)
        #expect(check.state.withLock { $0.pulled.map(\.entry) } == entries)
    }

    @Test func theTablesOwnerCannotUpdateOrDeleteItsOwnEntriesEither() async throws {
        let (database, owner, _, password) = try await Self.twoPeople()
        let laptop = InMemoryLedger()
        let entries = laptop.record(2)
        _ = try await Self.sync(laptop, role: owner, password: password, database: database)
        let server = try await ServerConnection.open(
            try TestServer.settings(role: owner, password: password, database: database))
        try await server.connection.query("UPDATE ritualist.entries SET body = 'x'", logger: server.logger)
        try await server.connection.query("DELETE FROM ritualist.entries", logger: server.logger)
        await server.close()
        let check = InMemoryLedger()
        _ = try await Self.sync(check, role: owner, password: password, database: database)
        #expect(check.state.withLock { $0.pulled.map(\.entry) } == entries)
    }
}

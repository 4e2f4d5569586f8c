import Foundation
import IntentKitTesting
import PostgresNIO
import RitualistSync
import RitualistSyncServer
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// No push or pull waits on another role, or on a server that stops answering: no lock another role can take is
/// used, the one a history's pushes share is waited on for a second at most, and every exchange has a deadline.
@Suite(.enabled(if: TestServer.available, TestServer.skipReason))
struct NoWaitingTests {
    /// Opens a connection as `role` and runs `statements` on it, leaving it open (and what it holds, held).
    static func holding(_ shared: SharedServer, as role: String, _ statements: [String]) async throws
        -> ServerConnection
    {
        let server = try await ServerConnection.open(try shared.settings(role))
        for statement in statements {
            _ = try? await server.connection.query(PostgresQuery(unsafeSQL: statement), logger: server.logger)
        }
        return server
    }

    @Test func whatAnotherRoleLocksKeepsNoPushWaiting() async throws {
        let shared = try await SharedServer.make()
        let locks = try await Self.holding(
            shared, as: shared.hostile,
            [
                "SELECT pg_advisory_lock(hashtext('ritualist.push:' || '\(shared.victim)'))",
                "SELECT pg_advisory_lock(hashtext('ritualist.schema'))",
                "BEGIN", "LOCK TABLE ritualist.entries IN ROW EXCLUSIVE MODE", "SELECT count(*) FROM ritualist.entries",
            ])
        // An insert in the victim's name that fails, its transaction left open.
        let aborted = try await Self.holding(
            shared, as: shared.hostile,
            [
                "BEGIN",
                """
                INSERT INTO ritualist.entries (owner, id, machine, kind, version, body, stamped_at)
                VALUES ('\(shared.victim)', gen_random_uuid(), gen_random_uuid(), 'log.added', 1, '{}', now())
                """,
            ])
        let laptop = InMemoryLedger()
        laptop.record(3)
        let (elapsed, outcome) = await TimedRun.run(
            releaseAfter: 20,
            release: {
                await locks.close()
                await aborted.close()
            },
            { try await shared.sync(laptop, as: shared.victim) })
        await locks.close()
        await aborted.close()
        #expect(throws: Never.self) { try outcome.get() }
        #expect(elapsed < .seconds(5))
        #expect(try laptop.status().waiting == 0)
    }

    @Test func aSecondPushOfOneHistoryIsToldItIsBusyWithinSecondsAndKeepsItsEntries() async throws {
        let shared = try await SharedServer.make()
        let first = try await Self.holding(
            shared, as: shared.victim,
            [
                "BEGIN",
                """
                INSERT INTO ritualist.entries (id, machine, kind, version, body, stamped_at)
                VALUES (gen_random_uuid(), gen_random_uuid(), 'log.added', 1, '{}', now())
                """,
            ])
        let laptop = InMemoryLedger()
        laptop.record(2)
        let settings = try shared.settings(shared.victim)
        let state = TemporaryDirectory()
        let program = SyncProgram(
            settings: { settings }, openLedger: { laptop }, lockPath: state.path("sync-push.lock"))
        let (elapsed, outcome) = await TimedRun.run(
            releaseAfter: 20, release: { await first.close() }, { await program.run(.push, strict: true) })
        await first.close()
        let result = try outcome.get()
        #expect(elapsed < .seconds(5))
        #expect(result.exitCode == 69)
        #expect(
            result.stderr
                == "error: Another push of this history is under way on the sync server; the entries stay in the "
                + "outbox for the next push.\n")
        #expect(try laptop.status().waiting == 2)
    }

    @Test func aServerThatStopsAnsweringAfterTheLoginIsGivenUpOnWithinTheDeadline() async throws {
        let shared = try await SharedServer.make()
        let laptop = InMemoryLedger()
        let server = try await ServerConnection.open(try shared.settings(shared.victim, query: "&connect_timeout=1"))
        let rows = try await server.connection.query("SELECT pg_backend_pid()", logger: server.logger)
        var backend: Int32 = 0
        for try await pid in rows.decode(Int32.self) { backend = pid }
        #expect(backend > 0)
        let stopped = pid_t(backend)
        kill(stopped, SIGSTOP)
        let engine = SyncEngine(ledger: laptop, server: server)
        let (elapsed, outcome) = await TimedRun.run(
            releaseAfter: 20, release: { kill(stopped, SIGCONT) }, { try await engine.pull() })
        kill(stopped, SIGCONT)
        await server.close()
        #expect(throws: SyncServerError.noAnswer(server: server.server, seconds: 3)) { try outcome.get() }
        #expect(elapsed < .seconds(8))
    }
}

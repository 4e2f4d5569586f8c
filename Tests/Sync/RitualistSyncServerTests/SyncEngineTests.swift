import Foundation
import PostgresNIO
import RitualistSync
import RitualistSyncServer
import Testing

@Suite(.enabled(if: TestServer.available, TestServer.skipReason))
struct SyncEngineTests {
    /// A database with the schema, and a connection to it as the superuser.
    static func initialized() async throws -> (database: String, settings: SyncSettings) {
        let database = try await TestServer.database()
        let settings = try TestServer.adminSettings(database: database)
        let server = try await ServerConnection.open(settings)
        try await ServerSchema.initialize(server)
        await server.close()
        return (database, settings)
    }

    static func engine(_ ledger: InMemoryLedger, _ settings: SyncSettings, batchSize: Int = 500) async throws
        -> (SyncEngine, ServerConnection)
    {
        let server = try await ServerConnection.open(settings)
        return (SyncEngine(ledger: ledger, server: server, batchSize: batchSize), server)
    }

    @Test func whatOneMachinePushesAnotherPullsInOrder() async throws {
        let (_, settings) = try await Self.initialized()
        let laptop = InMemoryLedger()
        let desktop = InMemoryLedger()
        let recorded = laptop.record(7)
        let (push, first) = try await Self.engine(laptop, settings, batchSize: 3)
        let pushed = try await push.push()
        #expect(pushed.pushed == 7 && pushed.alreadyThere == 0 && pushed.conflicts.isEmpty)
        #expect(try laptop.status().waiting == 0)
        await first.close()

        let (pull, second) = try await Self.engine(desktop, settings, batchSize: 3)
        let pulled = try await pull.pull()
        await second.close()
        #expect(pulled.pulled == 7 && pulled.applied == 7)
        #expect(desktop.state.withLock { $0.pulled.map(\.entry) } == recorded)
        let seqs = desktop.state.withLock { $0.pulled.map(\.serverSeq) }
        #expect(seqs == seqs.sorted() && Set(seqs).count == 7)
        #expect(try desktop.pullCursor() == seqs.last)
        // Nothing new: a second pull reads nothing.
        let (again, third) = try await Self.engine(desktop, settings)
        #expect(try await again.pull().pulled == 0)
        await third.close()
    }

    /// `sync status` said `Last pull: never` right after a sync that found nothing to pull.
    @Test func aPullThatFindsNothingIsStillTheLastPull() async throws {
        let (_, settings) = try await Self.initialized()
        let laptop = InMemoryLedger()
        let (engine, server) = try await Self.engine(laptop, settings)
        let pulled = try await engine.pull()
        await server.close()
        #expect(pulled.pulled == 0)
        #expect(try laptop.status().lastPull != nil)
        #expect(try laptop.pullCursor() == 0)
    }

    @Test func aPushRepeatedAfterALostAcknowledgementDoublesNothing() async throws {
        let (_, settings) = try await Self.initialized()
        let laptop = InMemoryLedger()
        laptop.record(4)
        let (engine, server) = try await Self.engine(laptop, settings)
        defer { Task { await server.close() } }
        #expect(try await engine.push().pushed == 4)
        // As if the process died between the commit and markPushed.
        laptop.state.withLock { $0.pushed = [] }
        let again = try await engine.push()
        #expect(again.pushed == 0 && again.alreadyThere == 4 && again.conflicts.isEmpty)
        let rows = try await server.connection.query("SELECT count(*) FROM ritualist.entries", logger: server.logger)
        for try await count in rows.decode(Int.self) { #expect(count == 4) }
    }

    @Test func aDuplicatedIdWithOtherContentIsReported() async throws {
        let (_, settings) = try await Self.initialized()
        let laptop = InMemoryLedger()
        let entry = laptop.record(1)[0]
        let (engine, server) = try await Self.engine(laptop, settings)
        defer { Task { await server.close() } }
        _ = try await engine.push()
        let other = InMemoryLedger()
        var changed = entry
        changed.body = #"{"n":"changed"}"#
        other.state.withLock { $0.recorded = [changed] }
        let (second, connection) = try await Self.engine(other, settings)
        let report = try await second.push()
        await connection.close()
        #expect(report.conflicts == [entry.id])
        #expect(report.pushed == 0)
        #expect(try other.status().waiting == 0)
    }

    @Test func entriesRecordedWhileAPushRunsArePushedBeforeItEnds() async throws {
        let (_, settings) = try await Self.initialized()
        let laptop = InMemoryLedger()
        laptop.record(5)
        let machine = laptop.machine
        // The second and third outbox reads find new presses, as a hotkey pressed during the push would add them.
        laptop.state.withLock {
            $0.onOutbox = { read in
                guard read == 2 || read == 3 else { return [] }
                return [
                    SyncEntry(
                        id: UUID(), machine: machine, kind: "log.added", version: 1, body: "{}",
                        stampedAt: Date(timeIntervalSince1970: 1_700_000_000))
                ]
            }
        }
        let (engine, server) = try await Self.engine(laptop, settings, batchSize: 2)
        defer { Task { await server.close() } }
        let report = try await engine.push()
        #expect(report.pushed == 7)
        #expect(try laptop.status().waiting == 0)
    }

    @Test func anEntryTheLedgerCannotApplyIsSetAsideAndTheRestStillApply() async throws {
        let (_, settings) = try await Self.initialized()
        let laptop = InMemoryLedger()
        laptop.record(2)
        laptop.record(1, kind: "from.the.future")
        laptop.record(2)
        let (push, server) = try await Self.engine(laptop, settings)
        _ = try await push.push()
        await server.close()
        let desktop = InMemoryLedger(unreadableKinds: ["from.the.future"])
        let (pull, connection) = try await Self.engine(desktop, settings)
        let report = try await pull.pull()
        await connection.close()
        #expect(report.pulled == 5 && report.applied == 4 && report.setAside.map(\.kind) == ["from.the.future"])
        #expect(try desktop.status().setAside.count == 1)
        #expect(try desktop.pullCursor() == 5)
    }
}

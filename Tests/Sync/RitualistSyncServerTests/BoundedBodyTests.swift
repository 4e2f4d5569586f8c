import Foundation
import IntentKitTesting
import PostgresNIO
import RitualistSync
import RitualistSyncServer
import Testing

/// Bodies are bounded before they are read: the server measures each (`octet_length`), sends none over
/// `SyncWire.maximumBodyBytes`, and a page of a pull is bounded in bytes as well as rows.
@Suite(.enabled(if: TestServer.available, TestServer.skipReason))
struct BoundedBodyTests {
    static let oversized = 3 * SyncWire.maximumBodyBytes

    /// An insert as the connected role of an entry whose body is `bytes` bytes.
    static func entry(bytes: Int) -> String {
        """
        INSERT INTO ritualist.entries (id, machine, kind, version, body, stamped_at)
        VALUES (gen_random_uuid(), gen_random_uuid(), 'log.added', 1, repeat('x', \(bytes)), now())
        """
    }

    @Test func aBodyOverTheBoundIsNeverReadOnlyItsSizeIsHandedOver() async throws {
        let shared = try await SharedServer.make()
        let laptop = InMemoryLedger()
        laptop.record(1)
        try await shared.sync(laptop, as: shared.victim)
        try await shared.run(
            as: shared.victim,
            [Self.entry(bytes: Self.oversized), Self.entry(bytes: SyncWire.maximumBodyBytes + 1), Self.entry(bytes: 9)])
        laptop.record(1)
        try await shared.sync(laptop, as: shared.victim)

        let desktop = InMemoryLedger()
        #expect(try await shared.sync(desktop, as: shared.victim).pulled == 5)
        let pulled = desktop.state.withLock { $0.pulled }
        #expect(pulled.allSatisfy { $0.entry.body.utf8.count <= SyncWire.maximumBodyBytes })
        #expect(pulled.map(\.withheldBodyBytes) == [nil, Self.oversized, SyncWire.maximumBodyBytes + 1, nil, nil])
        #expect(pulled.map(\.serverSeq) == [1, 2, 3, 4, 5])
    }

    @Test func aPageOfAPullIsBoundedInBytesAndAlwaysHoldsItsFirstEntry() async throws {
        let shared = try await SharedServer.make()
        let half = SyncWire.maximumBodyBytes / 2
        try await shared.run(as: shared.victim, Array(repeating: Self.entry(bytes: half), count: 7))
        let desktop = InMemoryLedger()
        // A row is read while the bodies before it in the page come to less than the page's bytes: three here.
        let report = try await shared.sync(desktop, as: shared.victim, pageBytes: 3 * half)
        #expect(report.pulled == 7)
        #expect(desktop.state.withLock { $0.pages } == [3, 3, 1])
        let tiny = InMemoryLedger()
        #expect(try await shared.sync(tiny, as: shared.victim, pageBytes: 1).pulled == 7)
        #expect(tiny.state.withLock { $0.pages } == Array(repeating: 1, count: 7))
    }

    @Test func theRealLedgerSetsAnOversizedBodyAsideWithItsSize() async throws {
        let database = try await TestServer.database()
        let laptop = try SyncedMachine(database: database)
        try laptop.succeeds("sync", "init", "--strict")
        try await TestServer.admin([Self.entry(bytes: SyncWire.maximumBodyBytes + 1)], database: database)
        try laptop.succeeds("sync", "--strict")
        let status = try laptop.json("sync", "status", "--json")
        let reasons = (status["setAside"] as? [[String: Any]] ?? []).map { $0["reason"] as? String ?? "" }
        #expect(reasons == ["a body of 1048577 bytes, over the bound of 1048576"])
    }
}

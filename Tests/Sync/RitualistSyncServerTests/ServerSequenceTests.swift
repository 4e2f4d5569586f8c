import Foundation
import PostgresNIO
import RitualistSync
import RitualistSyncServer
import Testing

/// Sequence numbers are the server's alone: whatever `seq` an insert names, the server numbers each history's
/// entries 1, 2, 3… on its own, so no role blocks another's push, moves its cursor or reads its activity.
@Suite(.enabled(if: TestServer.available, TestServer.skipReason))
struct ServerSequenceTests {
    /// An insert by `owner` of one entry naming `seq`.
    static func forged(seq: String, owner: String? = nil) -> String {
        """
        INSERT INTO ritualist.entries (seq, \(owner == nil ? "" : "owner, ")id, machine, kind, version, body, stamped_at)
        OVERRIDING SYSTEM VALUE VALUES (\(seq), \(owner.map { "'\($0)', " } ?? "")gen_random_uuid(),
            gen_random_uuid(), 'log.added', 1, '{}', now())
        """
    }

    @Test func seqValuesARoleChoosesBlockNoOnesPushAndMoveNoCursor() async throws {
        let shared = try await SharedServer.make()
        let laptop = InMemoryLedger()
        let first = laptop.record(2)
        try await shared.sync(laptop, as: shared.victim)
        // The next numbers of the victim's history, and one near the end of bigint.
        try await shared.run(
            as: shared.hostile, ["3", "4", "5", "9223372036854775000"].map { Self.forged(seq: $0) })
        let second = laptop.record(3)
        try await shared.sync(laptop, as: shared.victim)
        #expect(try laptop.status().waiting == 0)

        let desktop = InMemoryLedger()
        #expect(try await shared.sync(desktop, as: shared.victim).pulled == 5)
        #expect(desktop.state.withLock { $0.pulled.map(\.entry) } == first + second)
        #expect(try desktop.pullCursor() == 5)
        let later = laptop.record(1)
        try await shared.sync(laptop, as: shared.victim)
        #expect(try await shared.sync(desktop, as: shared.victim).pulled == 1)
        #expect(desktop.state.withLock { $0.pulled.last?.entry } == later.first)
    }

    @Test func eachHistoryIsNumberedOnItsOwnSoNoGapShowsAnothersActivity() async throws {
        let shared = try await SharedServer.make()
        let victims = InMemoryLedger()
        let hostiles = InMemoryLedger()
        for round in 1...3 {
            victims.record(round)
            hostiles.record(2 * round)
            try await shared.sync(victims, as: shared.victim)
            try await shared.sync(hostiles, as: shared.hostile)
        }
        let rows = try await shared.rows()
        #expect(rows.filter { $0.owner == shared.victim }.map(\.seq) == Array(1...6))
        #expect(rows.filter { $0.owner == shared.hostile }.map(\.seq) == Array(1...12))
    }

    @Test func aRoleCannotAddAnEntryToAnothersHistoryEvenNamingItsSeq() async throws {
        let shared = try await SharedServer.make()
        let laptop = InMemoryLedger()
        let entries = laptop.record(2)
        try await shared.sync(laptop, as: shared.victim)
        await #expect(throws: (any Error).self) {
            try await shared.run(as: shared.hostile, [Self.forged(seq: "3", owner: shared.victim)])
        }
        let desktop = InMemoryLedger()
        try await shared.sync(desktop, as: shared.victim)
        #expect(desktop.state.withLock { $0.pulled.map(\.entry) } == entries)
        // Nothing of the failed insert held the victim's history: the next push goes through.
        laptop.record(1)
        try await shared.sync(laptop, as: shared.victim)
        #expect(try await shared.rows().filter { $0.owner == shared.victim }.map(\.seq) == [1, 2, 3])
    }
}

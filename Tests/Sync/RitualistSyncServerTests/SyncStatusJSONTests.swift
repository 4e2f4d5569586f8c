import Foundation
import IntentKitTesting
import RitualistStore
import RitualistSync
import RitualistSyncServer
import Testing

/// `ritual sync status --json` is a contract for scripts and bars: its keys and values, byte for byte.
@Suite struct SyncStatusJSONTests {
    let state = TemporaryDirectory()
    static let machine = UUID(uuidString: "0195F7A0-0000-7000-8000-00000000000A")!
    static let odd = UUID(uuidString: "0195F7A0-0000-7000-8000-0000000000FF")!

    static func unreachable() throws -> SyncSettings {
        try SyncSettings.resolve(
            url: "postgresql://me@/db?host=/nonexistent-ritualist-socket", passwordFile: nil, environment: [:])
    }

    /// A ledger that has pushed, pulled and set one entry aside, with two entries waiting.
    static func ledger() throws -> InMemoryLedger {
        let ledger = InMemoryLedger(machine: machine, unreadableKinds: ["habit.renamed"])
        let pushed = ledger.record(1, at: Date(timeIntervalSince1970: 1_700_000_000))
        try ledger.markPushed(pushed.map(\.id), at: Date(timeIntervalSince1970: 1_700_000_060))
        ledger.record(2, at: Date(timeIntervalSince1970: 1_700_000_120))
        let entry = SyncEntry(
            id: odd, machine: UUID(), kind: "habit.renamed", version: 1, body: "{}",
            stampedAt: Date(timeIntervalSince1970: 1_700_000_000))
        _ = try ledger.apply([PulledEntry(serverSeq: 4, entry: entry)], at: Date(timeIntervalSince1970: 1_700_000_180))
        return ledger
    }

    @Test func theStatusOfAMachineThatSyncedWithAServerAwayIsTheseBytes() async throws {
        let ledger = try Self.ledger()
        let program = SyncProgram(
            settings: Self.unreachable, openLedger: { ledger }, lockPath: state.path("lock"), journal: { _ in })
        let json = await program.run(.status, json: true).stdout
        #expect(
            json
                == #"{"cursor":4,"database":"db","lastPull":"2023-11-14T22:16:20Z","lastPush":"2023-11-14T22:14:20Z","#
                + #""machine":"0195f7a0-0000-7000-8000-00000000000a","reachable":false,"ready":false,"#
                + #""reason":"Cannot reach the sync server at /nonexistent-ritualist-socket/.s.PGSQL.5432: "#
                + #"No such file or directory.","reasonCase":"serverUnreachable","reasonCategory":"storeUnavailable","#
                + #""role":"me","server":"/nonexistent-ritualist-socket/.s.PGSQL.5432","#
                + #""setAside":[{"id":"0195f7a0-0000-7000-8000-0000000000ff","kind":"habit.renamed","#
                + #""reason":"an entry of an unknown kind","serverSeq":4}],"sslMode":"prefer","waiting":2}"# + "\n")
    }

    @Test func theStatusOfAMachineWhoseSideCannotBeReadIsTheseBytes() async throws {
        struct Broken: Error, CustomStringConvertible { var description: String { "the ledger is broken" } }
        let program = SyncProgram(
            settings: Self.unreachable, openLedger: { throw Broken() }, lockPath: state.path("lock"), journal: { _ in })
        let json = await program.run(.status, json: true).stdout
        #expect(
            json
                == #"{"database":"db","localProblem":"the ledger is broken","reachable":false,"ready":false,"#
                + #""reason":"Cannot reach the sync server at /nonexistent-ritualist-socket/.s.PGSQL.5432: "#
                + #"No such file or directory.","reasonCase":"serverUnreachable","reasonCategory":"storeUnavailable","#
                + #""role":"me","server":"/nonexistent-ritualist-socket/.s.PGSQL.5432","setAside":[],"#
                + #""sslMode":"prefer"}"# + "\n")
    }
}

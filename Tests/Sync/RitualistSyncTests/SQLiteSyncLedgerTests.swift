import Foundation
import IntentKitTesting
import RitualistCore
import RitualistStore
import RitualistSync
import Testing

/// The ledger of a home, opened from its paths as `ritual` opens its store.
@Suite struct SQLiteSyncLedgerTests {
    @Test func aLedgerOpenedFromAHomeStampsWithTheHomesMachineID() throws {
        let home = TemporaryDirectory(prefix: "ritualist-sync-test")
        let paths = try RitualistPaths(environment: ["RITUALIST_HOME": home.path])
        let clock = noon(day(0))
        let ledger = try SQLiteSyncLedger(paths: paths, clock: { clock })
        let machine = try MachineIdentity(path: paths.machineID).id()

        let status = try ledger.status()
        #expect(status.machine == machine)
        #expect(status.waiting == 0)
        #expect(status.cursor == 0)

        // A pulled habit whose adding this home then undoes: the undo is this machine's, stamped by its clock.
        // Added before this home's clock reads: the undo is stamped with its clock, not after the habit's adding.
        let other = try SyncHome(machine: "0195f7a0-0000-7000-8000-00000000000a", at: noon(day(-1)))
        try other.add(Drafts.stretch)
        let pulled = try other.ledger.outbox(limit: 1).map { PulledEntry(serverSeq: 1, entry: $0) }
        #expect(try ledger.apply(pulled, at: clock).applied == 1)
        _ = try ledger.store.undoLastChange()
        let outbox = try ledger.outbox(limit: 10)
        #expect(outbox.map(\.kind) == ["undo"])
        #expect(outbox.map(\.machine) == [machine])
        #expect(outbox.map(\.stampedAt) == [clock])
        #expect(try ledger.store.habits().isEmpty)
    }
}

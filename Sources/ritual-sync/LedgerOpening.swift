import RitualistStore
import RitualistSync

/// The home's ledger: the one place `ritual-sync` opens the local side of sync.
func openLedger(home: RitualistPaths) throws -> any SyncLedger {
    throw LedgerUnavailable()
}

/// This build of `ritual-sync` has no local ledger to read or write.
struct LedgerUnavailable: Error, CustomStringConvertible {
    var description: String { "The local sync ledger is not part of this build of ritual-sync." }
}

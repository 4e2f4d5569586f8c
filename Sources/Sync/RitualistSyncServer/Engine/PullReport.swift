import RitualistStore
import RitualistSync

/// What one pull did.
package struct PullReport: Sendable, Hashable {
    /// Entries read from the server, this machine's own left out.
    package var pulled = 0
    /// Entries this machine made and holds, read back from the server and skipped.
    package var own = 0
    /// Entries that changed this machine's state.
    package var applied = 0
    /// Entries recorded without a change of state.
    package var merged = 0
    /// Entries that could not be applied.
    package var setAside: [SyncSetAside] = []

    /// An empty report.
    package init() {}

    mutating func add(_ report: SyncApplyReport, pulled count: Int) {
        pulled += count - report.own
        own += report.own
        applied += report.applied
        merged += report.merged
        setAside += report.setAside
    }
}

/// What `ritual-sync` is asked to do.
package enum SyncCommand: String, Sendable, CaseIterable {
    /// Create or migrate the server schema.
    case initialize = "init"
    /// Send the outbox; silent unless strict.
    case push
    /// Read and apply the entries after the cursor.
    case pull
    /// Pull, then push.
    case sync
    /// Show the server, whether it is reachable, and this machine's side.
    case status

    /// Whether a failure is silent (journaled, exit 0) without `--strict`: only the push a press starts.
    var silentByDefault: Bool { self == .push }

    /// The name the journal records the run under.
    var journalName: String { "sync." + rawValue }
}

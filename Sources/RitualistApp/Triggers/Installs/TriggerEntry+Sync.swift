import IntentKit
import RitualistSync

extension TriggerEntry {
    /// The id of the sync timer: no declared trigger's id (`name-N`) can be it.
    package static let syncID = "sync"

    /// The sync timer config.yaml's `sync: {every: 15m}` asks for, counted from 00:00 as a trigger's `every:` is;
    /// nil without one. A scheduler runs `ritual-sync sync --timer` for it instead of an intent.
    package static func syncTimer(_ section: SyncSection?, config path: String) -> TriggerEntry? {
        guard let minutes = section?.every else { return nil }
        return TriggerEntry(
            id: syncID, intent: "sync",
            trigger: Trigger(
                kind: .every(minutes: minutes, from: .midnight, until: .lastMinute),
                location: SourceLocation(path: path, line: 0, column: 0)))
    }

    /// Whether this is the sync timer rather than a declared trigger.
    package var isSyncTimer: Bool { id == Self.syncID }
}

import Foundation
import RitualistCore

extension SyncMerge {
    /// A `settings.changed` made elsewhere: each key takes the last value written by (time, machine id, entry id), as a
    /// habit's fields do. Applied when it wins for some key; `ritual-sync` then writes those keys to config.yaml.
    func settings(_ entry: ChangeEntry) throws -> Outcome {
        guard let values = entry.data.settings, !values.isEmpty else {
            throw SyncMergeRefusal("a 'settings.changed' without settings")
        }
        let inEffect = try SyncedSettings.inEffect(db)
        let stamp = WriteStamp(entry)
        let wins = values.keys.contains { key in inEffect[key].map { $0.stamp < stamp } ?? true }
        return wins ? .applied([]) : .merged
    }
}

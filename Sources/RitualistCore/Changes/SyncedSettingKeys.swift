/// The settings of config.yaml that mean the same on every machine and so travel in `settings.changed` entries
/// (docs/sync.md, "Settings"); the others name files, programs or servers of one machine and never sync.
package enum SyncedSettingKeys {
    /// The dotted keys, in the order config.yaml's documentation lists them.
    package static let all = ["streak.threshold", "week_start", "notify"]
}

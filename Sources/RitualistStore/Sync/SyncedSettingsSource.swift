/// Where the settings that sync live on a machine (config.yaml): read before a pull or a push, so a value the
/// person changed is recorded as a `settings.changed` entry, and written when a pulled value wins.
package protocol SyncedSettingsSource: Sendable {
    /// The synced values the file holds, by dotted key (`week_start`); throws when it cannot be read or parsed.
    func syncedValues() throws -> [String: String]
    /// Writes `values` into the file in place; throws, writing nothing, when it cannot.
    func writeSynced(_ values: [String: String]) throws
}

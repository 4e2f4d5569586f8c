import RitualistApp

/// The synced values a home's config.yaml holds, as sync reads them.
enum SyncedSettingsFileReader {
    static func values(_ home: SyncHome) throws -> [String: String] {
        try SyncedSettingsFile(path: home.configPath).values()
    }
}

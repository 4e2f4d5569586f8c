import RitualistStore

extension SQLiteSyncLedger {
    /// Records the synced settings the person changed in config.yaml since sync last read or wrote it. A file that
    /// cannot be read records nothing: its values are not known.
    func recordSettings() throws {
        guard let settings, let values = try? settings.syncedValues() else { return }
        _ = try store.recordSettings(values)
    }

    /// Writes into config.yaml the pulled values that won and are not there yet. A file that cannot be written
    /// (it cannot be parsed, say) is left as it is: the values wait, and `status` says why.
    func writeSettings() throws {
        guard let settings else { return }
        let pending = try store.settingsToWrite()
        guard !pending.isEmpty, (try? settings.writeSynced(pending)) != nil else { return }
        try store.markSettingsWritten(pending)
    }

    /// The pulled settings config.yaml does not hold yet and why, or nil when it holds them all.
    func settingsWaiting() throws -> String? {
        guard let settings else { return nil }
        let pending = try store.settingsToWrite()
        guard !pending.isEmpty else { return nil }
        let keys = pending.keys.sorted().joinedText(separator: ", ")
        do {
            _ = try settings.syncedValues()
            return "\(keys): not in config.yaml yet; the next pull writes it"
        } catch {
            let firstLine = String(describing: error).split(separator: "\n").first.map(String.init) ?? ""
            return "\(keys): config.yaml cannot be read, so it is not rewritten: \(firstLine)"
        }
    }
}

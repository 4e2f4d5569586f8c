import Foundation
import IntentKit
import Primitives
import RitualistCore
import RitualistStore

/// The settings of config.yaml that mean the same on every machine and so sync (`streak.threshold`, `week_start`,
/// `notify`), read from the file and written into it in place. Hotkeys, refresh, plugins, prompt and sync name
/// files, programs and servers of one machine: they never sync.
package struct SyncedSettingsFile: Sendable {
    /// The dotted keys that sync.
    package static let keys = SyncedSettingKeys.all

    /// The path of config.yaml.
    package let path: String

    /// The file at `path`.
    package init(path: String) {
        self.path = path
    }

    /// The valid synced values the file holds, as written, by dotted key; a key absent or with an invalid value
    /// is left out. A file that cannot be read or parsed throws its diagnostics.
    package func values() throws(DiagnosticList) -> [String: String] {
        let settings = try RitualistSettings.read(path: path)
        let file = try ConfigFile.load(
            path: path, keys: RitualistSettings.keys, structured: RitualistSettings.structuredKeys
        )
        .file
        var values: [String: String] = [:]
        for key in Self.keys {
            let section = String(key.prefix { $0 != "." })
            guard let entry = file[key], settings.problems[section] == nil else { continue }
            values[key] = entry.value
        }
        return values
    }

    /// Writes `values` into the file in place, keeping every other byte and the file's mode; an absent file is
    /// created owner-only. A file that cannot be parsed is never rewritten: its diagnostics are thrown, as is a
    /// rewrite that would not read back as `values`.
    package func write(_ values: [String: String]) throws(DiagnosticList) {
        guard !values.isEmpty else { return }
        let config = try ConfigFile.load(
            path: path, keys: RitualistSettings.keys, structured: RitualistSettings.structuredKeys
        ).file
        let original = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        var rewrite = ConfigRewrite(original)
        for (key, value) in values.sorted(by: { $0.key < $1.key }) {
            if let entry = config[key] {
                rewrite.replaceValue(line: entry.location.line, column: entry.location.column, with: value)
            } else {
                rewrite.add(key, value)
            }
        }
        let mode = (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]) as? Int
        let candidate = TemporaryName.beside(path, tag: "settings")
        defer { try? FileManager.default.removeItem(atPath: candidate) }
        guard OwnerOnlyFile.replace(candidate, with: rewrite.text) else { throw failure("it cannot be written") }
        let written = try SyncedSettingsFile(path: candidate).values()
        guard values.allSatisfy({ written[$0.key] == $0.value }) else {
            throw failure("it would not read back with the synced values in place")
        }
        if let mode { chmod(candidate, mode_t(mode)) }
        guard rename(candidate, path) == 0 else { throw failure("it cannot be replaced") }
    }

    private func failure(_ reason: String) -> DiagnosticList {
        DiagnosticList([
            Diagnostic(
                location: SourceLocation(path: path, line: 0, column: 0),
                message: "the synced settings cannot be written: \(reason)", sourceLine: nil)
        ])
    }
}

extension SyncedSettingsFile: SyncedSettingsSource {
    package func syncedValues() throws -> [String: String] { try values() }
    package func writeSynced(_ values: [String: String]) throws { try write(values) }
}

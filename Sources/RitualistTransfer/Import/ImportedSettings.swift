import IntentKit
import RitualistApp
import RitualistCore

/// The settings an import takes from the config.yaml text an export carries: only those sync carries too
/// (`streak.threshold`, `week_start`, `notify`), which mean the same on every machine.
///
/// The rest names programs to run, files and servers of the machine that wrote the file (`refresh`, `hotkeys`,
/// `plugins`, `prompt`, `sync`): from a file it is input, never something to install. Each section left out is
/// named in a note, so a person can copy it by hand, knowingly.
struct ImportedSettings {
    /// The valid synced values of the text, by dotted key.
    private(set) var values: [String: String] = [:]
    /// Each section left out and each value that is not valid, for the report.
    private(set) var notes: [ImportNote] = []

    /// The settings of `text`, the export's `settings.configYAML`.
    init(text: String) {
        let parsed: ConfigFile.Parsed
        do {
            parsed = try ConfigFile.parse(text: text, path: "settings.configYAML", keys: SyncedSettingsFile.keys)
        } catch {
            notes.append(note("the file's settings: \(Words.unreadable) (\(error.diagnostics.first?.message ?? ""))"))
            return
        }
        let synced = Set(SyncedSettingsFile.keys.map { String($0.prefix { $0 != "." }) })
        for section in parsed.sections where !synced.contains(section) {
            notes.append(note(Words.leftOut(ReportText.shown(section))))
        }
        for key in SyncedSettingsFile.keys {
            guard let value = parsed.file[key]?.value else { continue }
            if let problem = Self.problem(key, value) {
                notes.append(note("the file's setting \(key) '\(ReportText.shown(value))': \(problem)"))
            } else {
                values[key] = value
            }
        }
    }

    /// Why `value` is not one `key` takes, nil when it is.
    private static func problem(_ key: String, _ value: String) -> String? {
        switch key {
        case "notify": NotifyPolicy(rawValue: value) == nil ? "expected never, errors or always" : nil
        case "week_start": Weekday(shortName: value) == nil ? "expected a weekday such as monday or sunday" : nil
        default: (try? StreakThreshold(parsing: value)) == nil ? "expected any, half, all or a percentage" : nil
        }
    }

    private func note(_ reason: String) -> ImportNote { ImportNote(.notImported, habit: nil, reason: reason) }

    /// The words of the settings' notes, written once.
    enum Words {
        static let unreadable = "its config.yaml text cannot be read as YAML"

        static func leftOut(_ section: String) -> String {
            "the file's '\(section)' settings: an import takes only streak.threshold, week_start and notify, which "
                + "sync carries too; copy the rest by hand from the file's settings.configYAML if you trust it"
        }
    }
}

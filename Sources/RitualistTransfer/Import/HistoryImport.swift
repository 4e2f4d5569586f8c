import Foundation
import Primitives
import RitualistApp
import RitualistCore

/// `ritual import` as a library call: find the format, read the file, write its history, and apply its settings.
package struct HistoryImport {
    /// The file or folder to read.
    package var path: String
    /// Its format, or nil to detect it (`FormatDetection`).
    package var source: ImportSource?
    /// Whether to add to a store that already holds a history.
    package var merge = false
    /// Whether to write nothing and only report.
    package var dryRun = false
    /// The readers to read with.
    package var registry = ReaderRegistry.standard

    /// An import of `path`, in `source` or the format found.
    package init(path: String, source: ImportSource? = nil, merge: Bool = false, dryRun: Bool = false) {
        self.path = path
        self.source = source
        self.merge = merge
        self.dryRun = dryRun
    }

    /// Imports into `store`; the file's synced settings go to `configPath` when no config.yaml is there yet.
    package func run(into store: any HabitStore, configPath: String) throws -> ImportReport {
        let source = try self.source ?? FormatDetection.source(of: path)
        let reader = registry.reader(for: source)
        let history = try reader.read(URL(fileURLWithPath: path))
        var report = try HistoryImporter(store: store).run(history, merge: merge, dryRun: dryRun)
        if let config = history.settings[RitualFormat.configSetting] {
            try applySettings(config, to: configPath, report: &report)
        }
        return report
    }

    /// Writes the settings sync carries into a new config.yaml, after the history is in; the rest is named.
    private func applySettings(_ text: String, to configPath: String, report: inout ImportReport) throws {
        let settings = ImportedSettings(text: text)
        report.notes += settings.notes
        guard !settings.values.isEmpty else { return }
        if (try? InputFile.kind(of: configPath)) != nil {
            report.notes.append(
                ImportNote(
                    .notImported, habit: nil,
                    reason: "the file's settings: \(configPath) is there already, and stays as it is"))
            return
        }
        if !dryRun {
            do {
                try SyncedSettingsFile(path: configPath).write(settings.values)
            } catch {
                throw TransferError(file: configPath, error.diagnostics.first?.message ?? "cannot be written")
            }
        }
        report.settingsWritten = settings.values.keys.sorted()
    }
}

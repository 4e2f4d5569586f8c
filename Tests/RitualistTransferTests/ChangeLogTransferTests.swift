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
        // What the import itself wrote follows, as history it imported.
        let own = try target.store.changes(habitID: nil, since: nil).prefix(restored.count - entries.count)
        #expect(own.allSatisfy { $0.kind == .historyImported || $0.kind == .restDayAdded })

        let again = try HistoryImport(path: file, merge: true).run(into: target.store, configPath: config)
        #expect(again.changesImported == 0)
        #expect(again.changesSkipped == entries.count)
        #expect(try target.store.changes(habitID: nil, since: nil).count == restored.count)
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

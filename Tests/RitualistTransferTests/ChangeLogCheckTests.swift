import Foundation
import IntentKitTesting
import Primitives
import RitualistCore
import RitualistTransfer
import Testing

/// The change log an import puts back must describe the history it imports.
struct ChangeLogCheckTests {
    /// A home where a habit was added and the addition undone, and its export before and after the undo.
    private static func exports() throws -> (home: TransferFixture, added: String, undone: String) {
        let home = try TransferFixture(empty: true)
        _ = try home.store.addHabit(
            HabitDraft(name: "Meditate", startDate: TransferFixture.day("2025-10-01")),
            createdAt: TransferFixture.created)
        let added = try home.exportFile("added.json")
        _ = try home.store.undoLastChange()
        return (home, added, try home.exportFile("undone.json"))
    }

    private static func section(_ name: String, of text: String) throws -> Range<String.Index> {
        let start = try #require(text.range(of: "\"\(name)\": [")).upperBound
        let end = try #require(text.range(of: "]", range: start..<text.endIndex)).lowerBound
        return start..<end
    }

    private static func changeLines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.contains("\"operation\": ") }
    }

    private static func refusal(_ path: String, into store: any HabitStore, config: String) throws -> String {
        do {
            _ = try HistoryImport(path: path, merge: true).run(into: store, configPath: config)
        } catch let error as TransferError {
            return error.description
        }
        Issue.record("the import was not refused")
        return ""
    }

    @Test func aLogAndAHistoryThatAgreeArePutBack() throws {
        let (home, _, undone) = try Self.exports()
        defer { withExtendedLifetime(home) {} }
        let target = try TransferFixture(empty: true)
        let report = try HistoryImport(path: undone).run(into: target.store, configPath: target.folder.path("c.yaml"))
        #expect(report.changesImported == 2 && report.habitsImported == 0)
    }

    @Test func anUndoOfAnAdditionTheFileDoesNotHoldIsRefusedWithItsIDAndNothingIsWritten() throws {
        let (home, _, undone) = try Self.exports()
        var text = try String(contentsOfFile: undone, encoding: .utf8)
        let lines = Self.changeLines(text)
        try #require(lines.count == 2)
        let undo = String(lines[1].dropFirst("    {\"id\": \"".count).prefix(36))
        let added = String(lines[0].dropFirst("    {\"id\": \"".count).prefix(36))
        text = text.replacingOccurrences(of: lines[0] + "\n", with: "")
        let file = try home.folder.write("only-undo.json", text)
        let target = try TransferFixture()
        let before = try ImportTests.contents(target.store)
        let changes = try target.store.changes(habitID: nil, since: nil).count
        let message = try Self.refusal(file, into: target.store, config: target.folder.path("c.yaml"))
        #expect(
            message
                == "\(file): changes[0]: the entry \(undo) does not describe the history the file holds: it reverses "
                + "the entry \(added), which comes before it in no change log of the file (an import puts a change "
                + "log back only when it does; nothing was imported)")
        #expect(try ImportTests.contents(target.store) == before)
        #expect(try target.store.changes(habitID: nil, since: nil).count == changes)
    }

    @Test func aLogThatLeavesAHabitRemovedWhileTheFileHoldsItIsRefused() throws {
        let (home, added, undone) = try Self.exports()
        let withHabit = try String(contentsOfFile: added, encoding: .utf8)
        var text = try String(contentsOfFile: undone, encoding: .utf8)
        text.replaceSubrange(
            try Self.section("habits", of: text), with: withHabit[try Self.section("habits", of: withHabit)])
        let file = try home.folder.write("tampered.json", text)
        let undo = String(Self.changeLines(text)[1].dropFirst("    {\"id\": \"".count).prefix(36))
        let target = try TransferFixture(empty: true)
        let message = try Self.refusal(file, into: target.store, config: target.folder.path("c.yaml"))
        #expect(message.hasPrefix("\(file): changes[1]: the entry \(undo) does not describe the history"), "\(message)")
        #expect(message.contains("it leaves the habit "))
        #expect(message.contains(" removed, and the file holds it"))
        #expect(try target.store.habits(includeArchived: true).isEmpty)
        #expect(try target.store.changes(habitID: nil, since: nil).isEmpty)
    }

    @Test func aLogThatNeverAddsAHabitTheFileHoldsIsHistoryFromBeforeIt() throws {
        let source = try TransferFixture()
        let target = try TransferFixture(empty: true)
        let report = try HistoryImport(path: try source.exportFile()).run(
            into: target.store, configPath: target.folder.path("c.yaml"))
        #expect(report.habitsImported == 5)
    }
}

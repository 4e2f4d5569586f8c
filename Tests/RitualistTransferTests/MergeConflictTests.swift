import Foundation
import IntentKitTesting
import RitualistCore
import RitualistTransfer
import Testing

struct MergeConflictTests {
    @Test func aLogWithOurIDButOtherContentIsAConflictReportedNotAlreadyThere() throws {
        let home = try TransferFixture()
        let text = try String(contentsOfFile: try home.exportFile(), encoding: .utf8)
        let line = try #require(
            text.split(separator: "\n").first { $0.contains("\"value\": 1, \"zone\"") && !$0.contains("\"kind\"") })
        let id = String(line.dropFirst("    {\"id\": \"".count).prefix(36))
        let changed = text.replacingOccurrences(
            of: line, with: line.replacingOccurrences(of: "\"value\": 1,", with: "\"value\": 4,"))
        let file = try home.folder.write("changed.json", changed)
        let before = try ImportTests.contents(home.store)
        let report = try HistoryImport(path: file, merge: true).run(
            into: home.store, configPath: home.folder.path("config.yaml"))
        #expect(report.logConflicts == 1)
        #expect(report.logsImported == 0)
        #expect(report.logsSkipped == (try home.snapshot().logs.count) - 1)
        let note = try #require(report.notes.first { $0.kind == .conflict })
        #expect(note.reason.hasPrefix("the log \(id) is 4 on "), "\(note.reason)")
        #expect(note.reason.hasSuffix(": this machine's is kept"))
        #expect(
            report.lines.contains(
                "Conflicts: 1 log of the file has the id of a different log here; this machine's is kept."))
        #expect(try ImportTests.contents(home.store) == before)
    }

    @Test func theSameLogAgainIsAlreadyThereAndNoConflict() throws {
        let home = try TransferFixture()
        let report = try HistoryImport(path: try home.exportFile(), merge: true).run(
            into: home.store, configPath: home.folder.path("config.yaml"))
        #expect(report.logConflicts == 0)
        #expect(report.logsSkipped == (try home.snapshot().logs.count))
        #expect(!report.notes.contains { $0.kind == .conflict })
    }
}

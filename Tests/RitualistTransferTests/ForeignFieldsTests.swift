import Foundation
import IntentKitTesting
import RitualistCore
import RitualistTransfer
import Testing

struct ForeignFieldsTests {
    @Test func aLoopUnitWithAControlCharacterIsCleanedAndNamedAndTheRestIsImported() throws {
        let directory = TemporaryDirectory()
        var export = LoopCSVFixture(habits: [
            "001,Meditate,YES_NO,,,1,1,#FF8F00,,,,false",
            "002,Water,NUMERICAL,,,1,1,#00897B,litres\u{1B}[2J,AT_LEAST,2.0,false",
        ])
        export.checkmarks("001 Meditate", ["2015-01-25,YES_MANUAL,"])
        export.checkmarks("002 Water", ["2015-01-25,2500,"])
        let target = try TransferFixture(empty: true)
        let report = try HistoryImport(path: try export.zip(in: directory)).run(
            into: target.store, configPath: target.folder.path("config.yaml"))
        #expect(report.habitsImported == 2 && report.logsImported == 2)
        let water = try #require(try target.store.habits().first { $0.name == "Water" })
        #expect(water.unit == "litres[2J")
        let reasons = report.notes.filter { $0.habit == "Water" }.map(\.reason)
        #expect(reasons.contains("its unit 'litres\\u{1B}[2J' held control characters: 'litres[2J'"), "\(reasons)")
        #expect(!report.lines.joined().contains("\u{1B}"))
    }

    @Test func aLoopUnitWithAnInvisibleCharacterIsCleanedAndNamedAndTheRestIsImported() throws {
        let directory = TemporaryDirectory()
        var export = LoopCSVFixture(habits: ["001,Water,NUMERICAL,,,1,1,#00897B,lit\u{202E}res,AT_LEAST,2.0,false"])
        export.checkmarks("001 Water", ["2015-01-25,2500,"])
        let target = try TransferFixture(empty: true)
        let report = try HistoryImport(path: try export.zip(in: directory)).run(
            into: target.store, configPath: target.folder.path("config.yaml"))
        #expect(report.habitsImported == 1 && report.logsImported == 1)
        #expect(try target.store.habits().map(\.unit) == ["litres"])
        #expect(
            report.notes.contains {
                $0.reason == "its unit 'lit\\u{202E}res' held invisible or direction-changing characters: 'litres'"
            }, "\(report.notes.map(\.reason))")
    }

    @Test func aUnitOfOnlyControlCharactersIsLeftOut() throws {
        let directory = TemporaryDirectory()
        var export = LoopCSVFixture(habits: ["001,Water,NUMERICAL,,,1,1,#00897B,\u{7},AT_LEAST,2.0,false"])
        export.checkmarks("001 Water", ["2015-01-25,2500,"])
        let target = try TransferFixture(empty: true)
        let report = try HistoryImport(path: try export.folder(in: directory)).run(
            into: target.store, configPath: target.folder.path("config.yaml"))
        #expect(try target.store.habits().map(\.unit) == [nil])
        #expect(report.notes.contains { $0.reason == "its unit '\\u{7}' held control characters: left out" })
    }

    @Test func aHarshHeadingWithAControlCharacterBecomesACleanCategory() throws {
        let directory = TemporaryDirectory()
        try directory.write("harsh/habits", "! Health\u{1B}]0;x\u{7}\nGym: 1\n")
        try directory.write("harsh/log", "2025-01-01 : Gym : y\n")
        let target = try TransferFixture(empty: true)
        let report = try HistoryImport(path: directory.path("harsh")).run(
            into: target.store, configPath: target.folder.path("config.yaml"))
        #expect(try target.store.habits().map(\.category) == ["Health]0;x"])
        #expect(report.notes.contains { $0.habit == "Gym" && $0.reason.hasPrefix("its category 'Health\\u{1B}") })
    }
}

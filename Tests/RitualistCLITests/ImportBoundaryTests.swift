import Foundation
import IntentKitTesting
import RitualistCore
import Testing

/// What an imported file may and may not do to the home it lands in, through the real commands.
struct ImportBoundaryTests {
    @Test func anImportedConfigNeverRunsAProgramOnTheNextPress() throws {
        let marker = TemporaryDirectory()
        let source = Ritual()
        try #require(source("habit", "add", "Meditate").status == 0)
        try source.home.write(
            "config.yaml",
            "week_start: sunday\nrefresh:\n  - [sh, -c, \"touch \(marker.path("ran"))\"]\n"
                + "prompt:\n  command: [sh, -c, \"touch \(marker.path("asked"))\"]\n")
        let file = source.home.path("export.json")
        try #require(source("export", "--output", file).status == 0)
        let target = Ritual()
        let imported = target("import", file)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("Settings written to a new config.yaml from the file: week_start."))
        #expect(imported.stdout.contains("Not imported: the file's 'refresh' settings: "))
        #expect(imported.stdout.contains("Not imported: the file's 'prompt' settings: "))
        #expect(target("done", "Meditate").status == 0)
        #expect(!FileManager.default.fileExists(atPath: marker.path("ran")))
        let config = try String(contentsOfFile: target.home.path("config.yaml"), encoding: .utf8)
        #expect(!config.contains("refresh") && !config.contains("sh") && config.contains("week_start: sunday"))
    }

    @Test func anExportMadeAtTheLastMinuteOfTheLastYearIsValidAndImports() throws {
        var source = Ritual()
        source.now = "9999-12-31T23:59:00"
        try #require(source("habit", "add", "Meditate", "--start", "9999-12-30").status == 0)
        try #require(source("done", "Meditate").status == 0)
        let file = source.home.path("export.json")
        try #require(source("export", "--output", file).status == 0)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(!text.contains("10000-"))
        #expect(text.contains("\"exportedAt\": \"9999-12-31T23:59:00.000-05:00\""))
        var target = Ritual()
        target.now = source.now
        let imported = target("import", file)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(target.run(["habit", "list", "--json"]).stdout == source.run(["habit", "list", "--json"]).stdout)
        #expect(target.run(["streak", "--json"]).stdout == source.run(["streak", "--json"]).stdout)
    }

    @Test func aDryRunIntoAFreshHomeCreatesNothingThereNorBesideTheFile() throws {
        let source = Ritual()
        try #require(source("habit", "add", "Meditate").status == 0)
        let folder = TemporaryDirectory()
        let file = folder.path("export.json")
        try #require(source("export", "--output", file).status == 0)
        let target = Ritual()
        let report = target("import", file, "--dry-run")
        #expect(report.status == 0, "\(report.stderr)")
        #expect(report.stdout.contains("Would import 1 habit"))
        #expect(report.stdout.contains("Nothing was written (--dry-run)."))
        #expect(try FileManager.default.subpathsOfDirectory(atPath: target.home.path) == [])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["export.json"])
    }

    @Test func aDryRunIntoAHomeWithAStoreCreatesNoMachineID() throws {
        let source = Ritual()
        try #require(source("habit", "add", "Meditate").status == 0)
        let file = source.home.path("export.json")
        try #require(source("export", "--output", file).status == 0)
        let target = Ritual()
        try #require(target("habit", "list").status == 0)
        let before = try FileManager.default.subpathsOfDirectory(atPath: target.home.path).sorted()
        #expect(target("import", file, "--dry-run").status == 0)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: target.home.path).sorted() == before)
        #expect(!target.run(["habit", "list", "--all"]).stdout.contains("Meditate"))
    }
}

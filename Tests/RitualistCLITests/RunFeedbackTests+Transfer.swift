import Foundation
import IntentKitTesting
import Testing

/// `import` and `restore` change history as much as a completion does: the bars that do not follow the store are
/// told, once, and a dry run or a refused import tells them nothing.
extension RunFeedbackTests {
    @Test func anImportThatAddsHistoryRefreshesTheBarsOnceAndADryRunDoesNot() throws {
        let source = Ritual()
        source("habit", "add", "Read")
        source("done", "Read")
        let file = source.home.path("history.json")
        #expect(source("export", "--output", file).status == 0)
        let (ritual, stubs) = try refreshingHome(after: [])
        #expect(ritual("import", file, "--merge", "--dry-run").status == 0)
        #expect(log(stubs).isEmpty, "a dry run writes nothing")
        let imported = ritual.run(["import", file, "--merge"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(log(stubs) == ["bar-refresh|changed|"])
        #expect(ritual("import", "/nonexistent/history.json", "--merge").status != 0)
        #expect(log(stubs) == ["bar-refresh|changed|"], "a refused import changes nothing")
    }

    @Test func aRestoreRefreshesTheBarsOnce() throws {
        let (ritual, stubs) = try refreshingHome(after: [])
        let backup = ritual.home.path("before.sqlite")
        #expect(ritual("backup", backup).status == 0)
        #expect(log(stubs).isEmpty, "a backup changes nothing")
        #expect(ritual("done", "Meditate").status == 0)
        #expect(log(stubs) == ["bar-refresh|changed|"])
        let restored = ritual.run(["restore", backup])
        #expect(restored.status == 0, "\(restored.stderr)")
        #expect(log(stubs) == ["bar-refresh|changed|", "bar-refresh|changed|"])
    }
}

import Foundation
import IntentKitTesting
import Testing

/// A pull that changes this machine's history refreshes its bars as a press does: config.yaml's `refresh:` hooks
/// run once after it; a pull that brings nothing runs none.
@Suite(.enabled(if: TestServer.available, TestServer.skipReason))
struct SyncRefreshTests {
    @Test func aPullThatChangesHistoryRunsTheRefreshHooksOnceAndOneThatBringsNothingRunsNone() async throws {
        let (laptop, desktop) = try await TwoMachinesTests.twoMachines()
        let marker = desktop.home.path("refreshed")
        let config = try String(contentsOfFile: desktop.home.path("config.yaml"), encoding: .utf8)
        try desktop.home.write(
            "config.yaml", config + "refresh:\n  - [/bin/sh, -c, \"echo refreshed >> '\(marker)'\"]\n")
        func refreshes() -> Int {
            ((try? String(contentsOfFile: marker, encoding: .utf8)) ?? "").split(separator: "\n").count
        }
        try laptop.succeeds("habit", "add", "Read", "--start", "2025-11-01")
        try laptop.sync()
        try desktop.sync()
        #expect(Waiting.until(seconds: 10) { refreshes() == 1 })
        try FileManager.default.removeItem(atPath: marker)

        try desktop.sync()
        #expect(!Waiting.until(seconds: 2) { refreshes() > 0 })

        try laptop.succeeds("run", "CompleteHabit", "habit=Read")
        try laptop.sync()
        try desktop.sync()
        #expect(Waiting.until(seconds: 10) { refreshes() == 1 })
        #expect(!Waiting.until(seconds: 1) { refreshes() > 1 })
    }
}

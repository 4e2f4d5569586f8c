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

    /// A pull is read a page at a time (500 entries); the bars are refreshed once after the whole of it, not once a
    /// page.
    @Test func aPullOfSeveralPagesRunsTheRefreshHooksOnce() async throws {
        let (laptop, desktop) = try await TwoMachinesTests.twoMachines()
        let marker = desktop.home.path("refreshed")
        let config = try String(contentsOfFile: desktop.home.path("config.yaml"), encoding: .utf8)
        try desktop.home.write(
            "config.yaml", config + "refresh:\n  - [/bin/sh, -c, \"echo refreshed >> '\(marker)'\"]\n")
        func refreshes() -> Int {
            ((try? String(contentsOfFile: marker, encoding: .utf8)) ?? "").split(separator: "\n").count
        }
        try laptop.succeeds("habit", "add", "Read", "--start", "2023-01-01")
        let format = ISO8601DateFormatter()
        format.formatOptions = [.withFullDate]
        let first = try #require(format.date(from: "2023-01-01"))
        let lines = (0..<700).map { offset in
            let day = format.string(from: first.addingTimeInterval(Double(offset) * 86_400))
            return #"{"intent": "CompleteHabit", "params": {"habit": "Read", "date": "\#(day)"}}"#
        }
        let batch = try laptop.ritual("run", "--batch", stdin: lines.joined(separator: "\n") + "\n")
        #expect(batch.stdout.split(separator: "\n").count { $0.contains(#""ok":true"#) } == 700, "\(batch.stderr)")
        try laptop.sync()
        try desktop.sync()
        #expect(Waiting.until(seconds: 10) { refreshes() == 1 })
        #expect(!Waiting.until(seconds: 2) { refreshes() > 1 }, "\(refreshes()) refreshes")
    }
}

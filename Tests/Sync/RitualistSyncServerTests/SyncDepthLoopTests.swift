import Foundation
import IntentKitTesting
import Testing

/// Automations on two machines that reverse each other's changes (one undoes Read on `completed`, the other
/// completes it on `undone`) stop at the depth bound across machines as on one: each entry carries the depth of
/// the run that made it, and the automation a pulled event starts runs one level deeper than that run.
@Suite(.enabled(if: TestServer.available, TestServer.skipReason))
struct SyncDepthLoopTests {
    static func automation(_ name: String, on event: String, runs intent: String) -> String {
        """
        version: 1
        intent: \(name)
        title: \(name)
        summary: Reverses a change of Read.
        on:
          - event: \(event)
            habit: Read
        steps:
          - run: \(intent)
            with: {habit: Read}

        """
    }

    @Test func automationsThatReverseEachOtherAcrossMachinesStopAtTheDepthBound() async throws {
        let database = try await TestServer.database()
        let laptop = try SyncedMachine(database: database)
        let desktop = try SyncedMachine(database: database)
        try laptop.succeeds("sync", "init", "--strict")
        try laptop.home.write("intents/Undo.yaml", Self.automation("Undo", on: "completed", runs: "UndoCompletion"))
        try desktop.home.write("intents/Redo.yaml", Self.automation("Redo", on: "undone", runs: "CompleteHabit"))
        try laptop.succeeds("habit", "add", "Read", "--start", "2025-11-01")
        try laptop.sync()
        try desktop.sync()

        try laptop.succeeds("run", "CompleteHabit", "habit=Read")
        // The completion, then its automation's undo (depth 1), then each machine's answer to the other's: the
        // desktop's completion at depth 2, the laptop's undo at 3, the desktop's completion at 4; the laptop's
        // automation at 5 is refused.
        #expect(Waiting.until(seconds: 10) { (try? laptop.changes().count) ?? 0 >= 3 })
        for _ in 0..<4 {
            for machine in [desktop, laptop] {
                try machine.sync()
                // What the automations the pull started recorded, if any.
                let known = try machine.changes().count
                _ = Waiting.until(seconds: 5) { (try? machine.changes().count) ?? 0 > known }
            }
        }
        try laptop.sync()
        try desktop.sync()

        let kinds = try laptop.changes().map { "\($0["kind"] ?? "")" }
        let journals = (try laptop.output("journal")) + (try desktop.output("journal"))
        #expect(try await TestServer.entryCounts(database: database).rows == 6, "\(kinds)\n\(journals)")
        #expect(
            Waiting.until(seconds: 10) {
                (try? laptop.output("journal", "--json"))?.contains("triggerTooDeep") == true
            })
    }
}

import Foundation
import IntentKitTesting
import Testing

/// Changes that arrive through sync start the automations whose event triggers follow them, on the machine that
/// applies them, once, with `event.source` = `sync`; the machine that made the change fires them itself, `local`.
@Suite(.enabled(if: TestServer.available, TestServer.skipReason))
struct SyncEventTriggerTests {
    /// An automation on `completed Read` whose notifier appends the body of each run, a line to the home's `marker` file.
    static func prepare(_ machine: inout SyncedMachine) throws {
        let marker = machine.home.path("marker")
        let script = "#!/bin/sh\nfor a; do body=$a; done\nprintf '%s\\n' \"$body\" >> '\(marker)'\n"
        chmod(try machine.home.write("bin/notify-send", script), 0o755)
        machine.path = machine.home.path("bin") + ":/usr/bin:/bin"
        try machine.home.write(
            "intents/Marker.yaml",
            """
            version: 1
            intent: Marker
            title: Marker
            summary: Notes each completion of Read.
            on:
              - event: completed
                habit: Read
            steps:
              - run: Notify
                with: {title: Marker, body: "{{ event.habit.name }} {{ event.day }} {{ event.source }}"}

            """)
    }

    /// The lines the automation wrote on `machine`.
    static func runs(_ machine: SyncedMachine) -> [String] {
        let text = (try? String(contentsOfFile: machine.home.path("marker"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    @Test func aCompletionSyncedToAnotherMachineRunsItsAutomationOnceWithSourceSync() async throws {
        var (laptop, desktop) = try await TwoMachinesTests.twoMachines()
        try Self.prepare(&laptop)
        try Self.prepare(&desktop)
        try laptop.succeeds("habit", "add", "Read", "--start", "2025-11-01")
        try laptop.sync()
        try desktop.sync()

        try laptop.succeeds("run", "CompleteHabit", "habit=Read")
        #expect(Waiting.until(seconds: 10) { Self.runs(laptop) == ["Read 2025-11-08 local"] })
        try laptop.sync()
        try desktop.sync()
        try desktop.sync()
        #expect(Waiting.until(seconds: 10) { !Self.runs(desktop).isEmpty })
        // Nothing more comes: not a second run from the second sync, nor one from the laptop's own entries.
        #expect(!Waiting.until(seconds: 2) { Self.runs(desktop).count > 1 })
        #expect(Self.runs(desktop) == ["Read 2025-11-08 sync"])
        try laptop.sync()
        #expect(!Waiting.until(seconds: 1) { Self.runs(laptop).count > 1 })
        #expect(Self.runs(laptop) == ["Read 2025-11-08 local"])
        #expect(
            Waiting.until(seconds: 10) {
                (try? desktop.output("journal", "--trigger", "completed Read"))?.contains("Marker") == true
            })
    }

    @Test func aCompletionThatMergesIntoADoneDayRunsNothingOnThePullingMachine() async throws {
        var (laptop, desktop) = try await TwoMachinesTests.twoMachines()
        try Self.prepare(&desktop)
        try laptop.succeeds("habit", "add", "Read", "--start", "2025-11-01")
        try laptop.sync()
        try desktop.sync()
        try desktop.succeeds("run", "CompleteHabit", "habit=Read")
        #expect(Waiting.until(seconds: 10) { Self.runs(desktop) == ["Read 2025-11-08 local"] })
        try laptop.succeeds("run", "CompleteHabit", "habit=Read")
        try laptop.sync()
        try desktop.sync()
        #expect(!Waiting.until(seconds: 2) { Self.runs(desktop).count > 1 })
        #expect(Self.runs(desktop) == ["Read 2025-11-08 local"])
    }
}

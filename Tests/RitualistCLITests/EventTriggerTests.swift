import Foundation
import IntentKitTesting
import Testing

/// Event triggers fire from the pipeline after a commit: the automation starts detached, the press returns first,
/// and a chain of automations that start each other ends at the depth bound with a journal record.
@Suite(.serialized) struct EventTriggerTests {
    func home() -> Ritual {
        var ritual = Ritual()
        ritual.extra["RITUALIST_EXECUTABLE"] = Ritual.binary
        ritual("habit", "add", "Meditate", "--start", "2025-11-01")
        ritual("habit", "add", "Stretch", "--start", "2025-11-01")
        return ritual
    }

    static func automation(_ name: String, on event: String, habit: String, runs step: String) -> String {
        """
        version: 1
        intent: \(name)
        title: \(name)
        summary: Runs after \(event) \(habit).
        on:
          - event: \(event)
            habit: \(habit)
        steps:
          - run: \(step)

        """
    }

    @Test func completingAHabitStartsTheAutomationWhileThePressReturnsFirst() throws {
        var ritual = home()
        // The automation's notifier says it started, then takes a second and a half: a press that waited for it,
        // or kept its output open, would take that long too.
        let started = ritual.home.path + "/started"
        let script = "#!/bin/sh\nfor a; do printf '%s\\n' \"$a\"; done > '\(started)'\nsleep 1.5\n"
        chmod(try ritual.home.write("bin/notify-send", script), 0o755)
        ritual.extra["PATH"] = ritual.home.path + "/bin:/usr/bin:/bin"
        try ritual.home.write(
            "intents/Cheer.yaml",
            Self.automation(
                "Cheer", on: "completed", habit: "Meditate",
                runs: "Notify\n    with: {title: Well done, body: \"{{ event.habit.name }} on {{ event.day }} "
                    + "({{ event.kind }}, {{ event.source }})\"}"))
        let clock = ContinuousClock()
        let begin = clock.now
        let press = try ritual.binary("run", "CompleteHabit", "habit=Meditate", "--strict")
        let pressed = clock.now - begin
        #expect(press.status == 0, "\(press.stderr)")
        #expect(pressed < .milliseconds(1400), "the press took \(pressed)")
        #expect(Waiting.until(seconds: 2) { FileManager.default.fileExists(atPath: started) })
        #expect(
            Waiting.until(seconds: 10) {
                ritual("journal", "--trigger", "completed Meditate").stdout.contains("Cheer")
            })
        // The automation read the event that started it.
        let notified = try String(contentsOfFile: started, encoding: .utf8)
        #expect(notified.hasSuffix("Well done\nMeditate on 2025-11-08 (completed, local)\n"), "\(notified)")
        let journal = ritual("journal", "--json").stdout
        #expect(journal.contains("\"event: completed Meditate\""), "\(journal)")
    }

    @Test func anEventForAnotherHabitStartsNothing() throws {
        let ritual = home()
        try ritual.home.write(
            "intents/Cheer.yaml", Self.automation("Cheer", on: "completed", habit: "Stretch", runs: "DayStatus"))
        #expect(try ritual.binary("run", "CompleteHabit", "habit=Meditate", "--strict").status == 0)
        #expect(!Waiting.until(seconds: 1.5) { ritual("journal", "--trigger").stdout.contains("Cheer") })
    }

    @Test func twoAutomationsThatUndoAndRedoEachOtherStopAtTheDepthBound() throws {
        let ritual = home()
        try ritual.home.write(
            "intents/Ping.yaml",
            Self.automation(
                "Ping", on: "completed", habit: "Meditate", runs: "UndoCompletion\n    with: {habit: Meditate}"))
        try ritual.home.write(
            "intents/Pong.yaml",
            Self.automation("Pong", on: "undone", habit: "Meditate", runs: "CompleteHabit\n    with: {habit: Meditate}")
        )
        #expect(try ritual.binary("run", "CompleteHabit", "habit=Meditate", "--strict").status == 0)
        #expect(Waiting.until(seconds: 20) { ritual("journal", "--trigger").stdout.contains("triggerTooDeep") })
        let lines = ritual("journal", "--trigger", "--limit", "50").stdout.split(separator: "\n")
        let runs = lines.filter { !$0.hasPrefix(" ") }
        #expect(runs.filter { $0.contains(" Ping ") && $0.contains("  ok  ") }.count == 2, "\(lines)")
        #expect(runs.filter { $0.contains(" Pong ") && $0.contains("  ok  ") }.count == 2, "\(lines)")
        #expect(runs.filter { $0.contains("✗ triggerTooDeep") }.count == 1, "\(lines)")
        #expect(
            lines.contains(
                "    'Ping' was not started: it would run at depth 5 of automations started by one another's changes, "
                    + "past the bound of 4."))
    }

    @Test func anAutomationAddedOrEditedBetweenPressesIsSeenByTheNextPress() throws {
        let ritual = home()
        try ritual.home.write(
            "intents/Quiet.yaml", "version: 1\nintent: Quiet\ntitle: Q\nsummary: S\nperform: navigation.today\n")
        // The first press learns that no intent follows an event, and the next ones answer from what it learnt.
        #expect(try ritual.binary("run", "CompleteHabit", "habit=Meditate", "--strict").status == 0)
        #expect(try ritual.binary("run", "UndoCompletion", "habit=Meditate", "--strict").status == 0)
        try ritual.home.write(
            "intents/Cheer.yaml", Self.automation("Cheer", on: "completed", habit: "Meditate", runs: "DayStatus"))
        #expect(try ritual.binary("run", "CompleteHabit", "habit=Meditate", "--strict").status == 0)
        #expect(Waiting.until(seconds: 10) { ritual("journal", "--trigger").stdout.contains("Cheer") })
        // Following another habit now (a longer file), it starts nothing more.
        try ritual.home.write(
            "intents/Cheer.yaml", Self.automation("Cheer", on: "completed", habit: "Stretch", runs: "DayStatus"))
        let started = ritual("journal", "--trigger").stdout.components(separatedBy: "Cheer").count
        #expect(try ritual.binary("run", "UndoCompletion", "habit=Meditate", "--strict").status == 0)
        #expect(try ritual.binary("run", "CompleteHabit", "habit=Meditate", "--strict").status == 0)
        #expect(
            !Waiting.until(seconds: 1.5) {
                ritual("journal", "--trigger").stdout.components(separatedBy: "Cheer").count > started
            })
    }
}

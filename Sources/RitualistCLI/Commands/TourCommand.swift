import ArgumentParser
import Foundation
import IntentKit
import RitualistCore
import RitualistIntents
import RitualistStore

struct TourCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tour",
        abstract: "A guided tour on a throwaway home: a few habits with history, the four widget intents, the widget.",
        discussion: "Your own habits are not touched: the tour works in a temporary folder and removes it afterwards.")

    @Flag(help: "Keep the tour's home and print where it is.")
    var keep = false

    func run() throws {
        try reportingFailures {
            let home = FileManager.default.temporaryDirectory
                .appendingPathComponent("ritualist-tour-\(UUID().uuidString.prefix(8))").path
            var environment = ProcessInfo.processInfo.environment
            environment["RITUALIST_HOME"] = home
            let context = try RitualistRuntime(environment: environment)
            defer { if !keep { try? FileManager.default.removeItem(atPath: home) } }
            try TourScript(context: context).play()
            if keep { Output.line("\nThe tour's home is kept: RITUALIST_HOME=\(home)") }
        }
    }
}

/// The tour's steps, run in process against the tour's home exactly as the commands run them.
struct TourScript {
    let context: AppContext

    func play() throws {
        let store = try context.openStore()
        say("Ritualist keeps habits in one SQLite file per home. This tour uses a throwaway home.")
        try seed(store)
        try status(store)
        let runner = context.makeRunner()
        for (intent, words) in [
            ("CompleteHabit", ["habit=med"]), ("PreviousDay", []), ("CompleteHabit", ["habit=Stretch"]),
            ("NextDay", []), ("LogHabitValue", ["habit=water", "value=3"]), ("Today", []),
            ("CompleteHabit", ["habit=Meditate"]),
        ] {
            command("ritual run \(([intent] + words).joined(separator: " "))")
            let outcome = runner.run(intent, words: words, json: nil, mode: .silent)
            if let result = outcome.result { Output.line(result.text) }
            if let failure = outcome.failure {
                say("(silent: nothing printed, exit 0; the journal says: \(failure.caseName): \(failure.message))")
            }
            if intent != "CompleteHabit" || outcome.ok { try status(store) }
        }
        command("ritual run CompleteHabit habit=Meditate --strict")
        let strict = runner.run("CompleteHabit", words: ["habit=Meditate"], json: nil, mode: .strict)
        if let text = FailurePolicy.strict.errorText(for: strict) {
            Output.line(text + "   (exit \(FailurePolicy.strict.exitCode(for: strict)))")
        }
        say(
            "Every run is in the journal: ritual journal. Next: ritual habit add NAME, then bind "
                + "'ritual run CompleteHabit habit=NAME' to a hotkey.")
    }

    private func seed(_ store: HabitStore) throws {
        let today = context.today, start = today.adding(days: -14)
        let habits: [(String, HabitDraft)] = [
            (
                "ritual habit add Meditate --emoji 🧘 --start \(start.iso)",
                HabitDraft(name: "Meditate", emoji: "🧘", startDate: start)
            ),
            (
                "ritual habit add Water --emoji 💧 --target 8 --unit glasses --start \(start.iso)",
                HabitDraft(name: "Water", emoji: "💧", kind: .numeric, unit: "glasses", dailyTarget: 8, startDate: start)
            ),
            (
                "ritual habit add Stretch --emoji 🤸 --start \(start.iso)",
                HabitDraft(name: "Stretch", emoji: "🤸", startDate: start)
            ),
        ]
        var added: [Habit] = []
        for (line, draft) in habits {
            command(line)
            let habit = try store.addHabit(draft, createdAt: context.now.instant)
            Output.line("Added \(HabitRenderer.title(habit)) (\(HabitRenderer.details(habit))).")
            added.append(habit)
        }
        say("Two weeks of history, logged the way the intents log it:")
        for offset in 1...14 {
            let day = today.adding(days: -offset)
            for habit in added where (offset + habit.displayOrder) % 4 != 0 && !(habit.name == "Stretch" && offset == 1)
            {
                let action: LogAction = habit.kind == .numeric ? .add(Double(4 + offset % 5)) : .complete
                _ = try store.log(
                    habitID: habit.id, day: day, action: action, today: today,
                    at: context.now.instant, timeZone: context.now.zoneIdentifier)
            }
        }
        Output.line("… \(try store.allLogs().count) logs over the last 14 days.")
    }

    private func status(_ store: HabitStore) throws {
        command("ritual status")
        let day = try WidgetQuery.selectedDay(store: store, today: context.today)
        Output.line(
            StatusRenderer.text(
                try WidgetQuery.dayView(store: store, day: day, today: context.today),
                selection: nil))
    }

    private func command(_ line: String) { Output.line("\n$ " + line) }

    private func say(_ text: String) { Output.line("\n# " + text) }
}

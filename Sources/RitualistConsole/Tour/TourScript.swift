import IntentKit
import RitualistApp
import RitualistCore

/// The tour's steps, run in process against the tour's home through the same intents the commands run; what it
/// shows goes to `show` as it happens.
struct TourScript {
    /// What the tour shows: a note, a command as a person would type it, or a line that command printed.
    enum Event {
        case note(String), command(String), output(String)
    }

    let runtime: RitualistRuntime
    let show: (Event) -> Void

    func play() throws {
        say("Ritualist keeps habits in one SQLite file per home. This tour uses a throwaway home.")
        try seed()
        try status()
        let runner = runtime.makeRunner()
        for (intent, words) in [
            ("CompleteHabit", ["habit=med"]), ("PreviousDay", []), ("CompleteHabit", ["habit=Stretch"]),
            ("NextDay", []), ("LogHabitValue", ["habit=water", "value=3"]), ("Today", []),
            ("CompleteHabit", ["habit=Meditate"]),
        ] {
            command("ritual run \(([intent] + words).joinedText(separator: " "))")
            let outcome = runner.run(intent, words: words, json: nil, mode: .silent)
            if let result = outcome.result { show(.output(result.text)) }
            if let failure = outcome.failure {
                say("(silent: nothing printed, exit 0; the journal says: \(failure.caseName): \(failure.message))")
            }
            if intent != "CompleteHabit" || outcome.ok { try status() }
        }
        command("ritual run CompleteHabit habit=Meditate --strict")
        let strict = runner.run("CompleteHabit", words: ["habit=Meditate"], json: nil, mode: .strict)
        if let text = FailurePolicy.strict.errorText(for: strict) {
            show(.output(text + "   (exit \(FailurePolicy.strict.exitCode(for: strict)))"))
        }
        say(
            "Every run is in the journal: ritual journal. Next: ritual habit add NAME, then bind "
                + "'ritual run CompleteHabit habit=NAME' to a hotkey.")
    }

    private func seed() throws {
        let start = runtime.today.adding(days: -14).iso
        let habits: [[(String, String?)]] = [
            [("name", "Meditate"), ("emoji", "🧘")],
            [("name", "Water"), ("emoji", "💧"), ("target", "8"), ("unit", "glasses")],
            [("name", "Stretch"), ("emoji", "🤸")],
        ]
        var added: [Habit] = []
        for fields in habits {
            let flags = fields.dropFirst().map { "--\($0.0) \($0.1 ?? "")" }.joinedText(separator: " ")
            command("ritual habit add \(fields[0].1 ?? "") \(flags) --start \(start)")
            let output = try Intents.run(
                "AddHabit", fields + [("start", start)], as: HabitOutput.self, runtime: runtime)
            show(.output(output.text))
            added.append(output.habit)
        }
        say("Two weeks of history, logged by the same intents, silently:")
        let runner = runtime.makeRunner()
        var logged = 0
        for offset in 1...14 {
            let day = runtime.today.adding(days: -offset).iso
            for habit in added where (offset + habit.displayOrder) % 4 != 0 && !(habit.name == "Stretch" && offset == 1)
            {
                let numeric = habit.kind == .numeric
                let words = ["habit=\(habit.id.text)", "date=\(day)"] + (numeric ? ["value=\(4 + offset % 5)"] : [])
                let outcome = runner.run(numeric ? "LogHabitValue" : "CompleteHabit", words: words, json: nil)
                if outcome.ok { logged += 1 }
            }
        }
        show(.output("… \(logged) logs over the last 14 days."))
    }

    private func status() throws {
        command("ritual status")
        let output = try Intents.run("DayStatus", as: DayStatusOutput.self, runtime: runtime)
        show(.output(StatusRenderer.text(output.view, selection: nil)))
    }

    private func command(_ line: String) { show(.command(line)) }

    private func say(_ text: String) { show(.note(text)) }
}

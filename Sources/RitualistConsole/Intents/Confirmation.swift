import IntentKit
import RitualistApp

/// The line a changing verb writes on stderr when a person watches stderr on a terminal and does not read the verb's
/// own sentence on the same terminal: what it did and for which day. Never when stderr is not a terminal: a widget, a
/// bar or a script hears nothing new; and not beside the sentence (`Completed 'Read' on …`), which says it already.
package enum Confirmation {
    /// Writes the line for `outcome`, which `runner` produced in `runtime`, when it changed something; `sentence`
    /// says whether the verb prints its result's sentence on stdout (not with `--json` or `--quiet`).
    package static func show(_ outcome: Outcome, runner: Runner, runtime: RitualistRuntime, sentence: Bool) {
        let console = Console.current
        guard console.isTerminal(.error), !(sentence && console.isTerminal(.output)), outcome.ok,
            runner.writes(intentNamed: outcome.intent)
        else { return }
        Output.error(text(outcome, today: runtime.today.iso))
    }

    /// `Ran CompleteHabit for 2025-11-07 (habit 'Meditate').`: the day is the run's `date`, else the one its result
    /// names, else today.
    package static func text(_ outcome: Outcome, today: String) -> String {
        let values = outcome.parameters?.values ?? []
        let day =
            values.first { $0.name == "date" }.map { words($0.value.json) }
            ?? outcome.result?.json["date"]?.stringValue ?? today
        let others = values.filter { $0.name != "date" }.map { "\($0.name) '\(words($0.value.json))'" }
        let details = others.isEmpty ? "" : " (" + others.joinedText(separator: ", ") + ")"
        return "Ran \(outcome.intent) for \(day)\(details)."
    }

    /// A parameter's value as a person wrote it: a habit by its name.
    private static func words(_ value: JSONValue) -> String {
        value.stringValue ?? value["name"]?.stringValue ?? value.serialized()
    }
}

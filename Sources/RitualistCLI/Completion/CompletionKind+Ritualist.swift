import ArgumentParser
import RitualistConsole

extension CompletionKind {
    /// Habit names, for every argument or option that takes a habit.
    static var habitNames: CompletionKind { inert { _, _, prefix in HabitNames.all(prefix) } }

    /// The numeric habits' names, for `log`.
    static var numericHabitNames: CompletionKind { inert { _, _, prefix in HabitNames.numeric(prefix) } }

    /// The categories habits have, for every `--category`.
    static var categories: CompletionKind { inert { _, _, prefix in HabitNames.categories(prefix) } }

    /// Date words (`today`, `selected`, …), for every option that takes a day.
    static var dateWords: CompletionKind { inert { _, _, prefix in DateWordNames.all(prefix) } }

    /// The date words of today and earlier days, for the options of verbs that refuse a future day.
    static var pastDateWords: CompletionKind { inert { _, _, prefix in DateWordNames.notFuture(prefix) } }

    /// Intent names, for `run` and `describe`.
    static var intentNames: CompletionKind { inert { _, _, prefix in IntentNames.all(prefix) } }

    /// The `name=value` words after `run INTENT`.
    static var intentParameters: CompletionKind { inert(ParameterCompletion.candidates) }

    /// A custom completion whose candidates reach the shell as text: a habit's or a plugin's words never run.
    private static func inert(_ candidates: @escaping @Sendable ([String], Int, String) -> [String]) -> CompletionKind {
        .custom { words, index, prefix in
            ShellCandidates.quoted(candidates(words, index, prefix), for: CompletionShell.requestingKind)
        }
    }
}

extension CompletionShell {
    /// The shell a completion script or candidates are being asked for, as the console library names it.
    static var requestingKind: ShellKind? { requesting.flatMap { ShellKind(rawValue: $0.rawValue) } }
}

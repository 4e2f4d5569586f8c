import ArgumentParser
import RitualistConsole

extension CompletionKind {
    /// Habit names, for every argument or option that takes a habit.
    static var habitNames: CompletionKind { inert { _, _, prefix in HabitNames.all(prefix) } }

    /// Date words (`today`, `selected`, …), for every option that takes a day.
    static var dateWords: CompletionKind { inert { _, _, prefix in DateWordNames.all(prefix) } }

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

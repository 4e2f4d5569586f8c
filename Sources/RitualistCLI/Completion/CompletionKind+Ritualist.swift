import ArgumentParser

extension CompletionKind {
    /// Habit names, for every argument or option that takes a habit.
    static var habitNames: CompletionKind { .custom { _, _, prefix in HabitNames.all(prefix) } }

    /// Date words (`today`, `selected`, …), for every option that takes a day.
    static var dateWords: CompletionKind { .custom { _, _, prefix in DateWordNames.all(prefix) } }
}

// swift-format-ignore-file
// Generated from intents/ by BuiltinValuesTests (RITUALIST_REGENERATE=1 swift test --filter BuiltinValuesTests).

import IntentKit

enum BuiltinValues {
    /// The declaration named `name` (lowercased), or nil.
    static func declaration(named name: String) -> IntentDeclaration? {
        switch name {
        case "addhabit":
            return IntentDeclaration(
                name: "AddHabit",
                title: "Add Habit",
                summary: "Add a habit, last in display order.",
                parameters: [
                    ParameterDeclaration(name: "name", type: .string, isRequired: true, description: "The habit's name, 1 to 50 characters, unique.", location: SourceLocation(path: "intents/AddHabit.yaml", line: 6, column: 3)),
                    ParameterDeclaration(name: "emoji", type: .string, description: "One emoji shown beside the name.", location: SourceLocation(path: "intents/AddHabit.yaml", line: 10, column: 3)),
                    ParameterDeclaration(name: "kind", type: .enumeration, values: ["binary", "numeric"], description: "binary (done or not) or numeric (an amount with a daily target); a target or unit makes it numeric.", location: SourceLocation(path: "intents/AddHabit.yaml", line: 13, column: 3)),
                    ParameterDeclaration(name: "target", type: .number, description: "The daily target of a numeric habit.", location: SourceLocation(path: "intents/AddHabit.yaml", line: 17, column: 3)),
                    ParameterDeclaration(name: "direction", type: .enumeration, values: ["at-least", "at-most"], description: "at-least (the default; done when the day's total reaches the target) or at-most (done when the day has an entry and its total stays at or under the target).", location: SourceLocation(path: "intents/AddHabit.yaml", line: 20, column: 3)),
                    ParameterDeclaration(name: "unit", type: .string, description: "The unit of a numeric habit (glasses, pages).", location: SourceLocation(path: "intents/AddHabit.yaml", line: 24, column: 3)),
                    ParameterDeclaration(name: "schedule", type: .string, description: "daily, weekdays like mon,wed,fri, N/week, N/month, every N days, or N in M days.", location: SourceLocation(path: "intents/AddHabit.yaml", line: 27, column: 3)),
                    ParameterDeclaration(name: "start", type: .date, defaultValue: "today", description: "The first day the habit is due.", location: SourceLocation(path: "intents/AddHabit.yaml", line: 30, column: 3)),
                    ParameterDeclaration(name: "end", type: .date, description: "The last day the habit is due.", location: SourceLocation(path: "intents/AddHabit.yaml", line: 34, column: 3)),
                    ParameterDeclaration(name: "category", type: .string, description: "A category name.", location: SourceLocation(path: "intents/AddHabit.yaml", line: 37, column: 3)),
                ],
                body: .perform(action: "habits.add"),
                overrides: false,
                examples: [
                    IntentDeclaration.Example(arguments: [("name", "Journal")], expectedError: nil, location: SourceLocation(path: "intents/AddHabit.yaml", line: 42, column: 5)),
                    IntentDeclaration.Example(arguments: [("name", "Pages"), ("target", "20"), ("unit", "pages"), ("schedule", "mon,wed,fri")], expectedError: nil, location: SourceLocation(path: "intents/AddHabit.yaml", line: 44, column: 5)),
                    IntentDeclaration.Example(arguments: [("name", "Coffee"), ("target", "2"), ("direction", "at-most"), ("unit", "cups")], expectedError: nil, location: SourceLocation(path: "intents/AddHabit.yaml", line: 46, column: 5)),
                    IntentDeclaration.Example(arguments: [("name", "Laundry"), ("schedule", "every 3 days")], expectedError: nil, location: SourceLocation(path: "intents/AddHabit.yaml", line: 48, column: 5)),
                    IntentDeclaration.Example(arguments: [("name", "meditate")], expectedError: "invalidHabit", location: SourceLocation(path: "intents/AddHabit.yaml", line: 50, column: 5)),
                    IntentDeclaration.Example(arguments: [("name", "Steps"), ("kind", "numeric")], expectedError: "invalidHabit", location: SourceLocation(path: "intents/AddHabit.yaml", line: 53, column: 5)),
                ],
                location: SourceLocation(path: "intents/AddHabit.yaml", line: 2, column: 9),
                origin: .builtin)
        case "archivehabit":
            return IntentDeclaration(
                name: "ArchiveHabit",
                title: "Archive Habit",
                summary: "Archive a habit: hidden and not loggable, its history kept.",
                parameters: [
                    ParameterDeclaration(name: "habit", type: .entity("habit"), isRequired: true, description: "The habit, by name, unique prefix or id.", location: SourceLocation(path: "intents/ArchiveHabit.yaml", line: 6, column: 3)),
                ],
                body: .perform(action: "habits.archive"),
                overrides: false,
                examples: [
                    IntentDeclaration.Example(arguments: [("habit", "Meditate")], expectedError: nil, location: SourceLocation(path: "intents/ArchiveHabit.yaml", line: 12, column: 5)),
                    IntentDeclaration.Example(arguments: [("habit", "Nope")], expectedError: "unknownEntity", location: SourceLocation(path: "intents/ArchiveHabit.yaml", line: 13, column: 5)),
                ],
                location: SourceLocation(path: "intents/ArchiveHabit.yaml", line: 2, column: 9),
                origin: .builtin)
        case "changes":
            return IntentDeclaration(
                name: "Changes",
                title: "Changes",
                summary: "The change log, newest first, in words.",
                parameters: [
                    ParameterDeclaration(name: "habit", type: .entity("habit"), description: "Only the changes of this habit; every change when left out.", location: SourceLocation(path: "intents/Changes.yaml", line: 6, column: 3)),
                    ParameterDeclaration(name: "since", type: .date, description: "Only changes made on this day or later (the day included).", location: SourceLocation(path: "intents/Changes.yaml", line: 9, column: 3)),
                    ParameterDeclaration(name: "limit", type: .integer, minimum: 1.0, description: "How many of the newest changes to list; every one when left out.", location: SourceLocation(path: "intents/Changes.yaml", line: 12, column: 3)),
                ],
                body: .perform(action: "changes.list"),
                overrides: false,
                examples: [
                    IntentDeclaration.Example(arguments: [], expectedError: nil, location: SourceLocation(path: "intents/Changes.yaml", line: 18, column: 5)),
                    IntentDeclaration.Example(arguments: [("habit", "Stretch"), ("since", "today")], expectedError: nil, location: SourceLocation(path: "intents/Changes.yaml", line: 19, column: 5)),
                ],
                location: SourceLocation(path: "intents/Changes.yaml", line: 2, column: 9),
                origin: .builtin)
        case "completehabit":
            return IntentDeclaration(
                name: "CompleteHabit",
                title: "Complete Habit",
                summary: "Mark a habit done for a day (the selected day unless told otherwise).",
                parameters: [
                    ParameterDeclaration(name: "habit", type: .entity("habit"), isRequired: true, description: "The habit, by name, unique prefix or id.", location: SourceLocation(path: "intents/CompleteHabit.yaml", line: 6, column: 3)),
                    ParameterDeclaration(name: "date", type: .date, defaultValue: "selected", description: "The day to complete; the widget's selected day by default.", location: SourceLocation(path: "intents/CompleteHabit.yaml", line: 10, column: 3)),
                    ParameterDeclaration(name: "value", type: .number, minimum: 0.0, description: "The amount to log for a numeric habit (asked for when missing); a binary habit ignores it.", location: SourceLocation(path: "intents/CompleteHabit.yaml", line: 14, column: 3)),
                ],
                body: .perform(action: "habits.complete"),
                overrides: false,
                examples: [
                    IntentDeclaration.Example(arguments: [("habit", "Meditate")], expectedError: nil, location: SourceLocation(path: "intents/CompleteHabit.yaml", line: 20, column: 5)),
                    IntentDeclaration.Example(arguments: [("habit", "Stretch")], expectedError: "alreadyLoggedToday", location: SourceLocation(path: "intents/CompleteHabit.yaml", line: 22, column: 5)),
                    IntentDeclaration.Example(arguments: [("habit", "Water")], expectedError: "needsValue", location: SourceLocation(path: "intents/CompleteHabit.yaml", line: 25, column: 5)),
                    IntentDeclaration.Example(arguments: [("habit", "Water"), ("value", "2")], expectedError: nil, location: SourceLocation(path: "intents/CompleteHabit.yaml", line: 28, column: 5)),
                    IntentDeclaration.Example(arguments: [("habit", "Read"), ("date", "2025-11-04")], expectedError: "notScheduledForDate", location: SourceLocation(path: "intents/CompleteHabit.yaml", line: 30, column: 5)),
                ],
                location: SourceLocation(path: "intents/CompleteHabit.yaml", line: 2, column: 9),
                origin: .builtin)
        case "currentstreak":
            return IntentDeclaration(
                name: "CurrentStreak",
                title: "Current Streak",
                summary: "The overall streak as it stands today, read only as far back as it reaches (what a status bar shows).",
                parameters: [
                    ParameterDeclaration(name: "category", type: .string, description: "The streak of this category's habits alone (any case), as Streaks' overall one with the same category; a category no habit has is an error.", location: SourceLocation(path: "intents/CurrentStreak.yaml", line: 6, column: 3)),
                ],
                body: .perform(action: "habits.currentStreak"),
                overrides: false,
                examples: [
                    IntentDeclaration.Example(arguments: [], expectedError: nil, location: SourceLocation(path: "intents/CurrentStreak.yaml", line: 11, column: 5)),
                    IntentDeclaration.Example(arguments: [("category", "Health")], expectedError: "unknownCategory", location: SourceLocation(path: "intents/CurrentStreak.yaml", line: 12, column: 5)),
                ],
                location: SourceLocation(path: "intents/CurrentStreak.yaml", line: 2, column: 9),
                origin: .builtin)
        case "daystatus":
            return IntentDeclaration(
                name: "DayStatus",
                title: "Day Status",
                summary: "The widget's view of a day - what is due, what is done, what remains - for scripts, bars and automations.",
                parameters: [
                    ParameterDeclaration(name: "date", type: .date, defaultValue: "selected", description: "The day to show; the widget's selected day by default.", location: SourceLocation(path: "intents/DayStatus.yaml", line: 6, column: 3)),
                    ParameterDeclaration(name: "size", type: .enumeration, values: ["small", "medium", "large"], description: "Also say what a small, medium or large widget shows.", location: SourceLocation(path: "intents/DayStatus.yaml", line: 10, column: 3)),
                    ParameterDeclaration(name: "category", type: .string, description: "Only the habits of this category (any case); a category no habit has is an error.", location: SourceLocation(path: "intents/DayStatus.yaml", line: 14, column: 3)),
                ],
                body: .perform(action: "habits.status"),
                overrides: false,
                examples: [
                    IntentDeclaration.Example(arguments: [], expectedError: nil, location: SourceLocation(path: "intents/DayStatus.yaml", line: 19, column: 5)),
                    IntentDeclaration.Example(arguments: [("date", "yesterday"), ("size", "small")], expectedError: nil, location: SourceLocation(path: "intents/DayStatus.yaml", line: 21, column: 5)),
                    IntentDeclaration.Example(arguments: [("category", "Health")], expectedError: "unknownCategory", location: SourceLocation(path: "intents/DayStatus.yaml", line: 23, column: 5)),
                    IntentDeclaration.Example(arguments: [("date", "2025-10-01")], expectedError: nil, location: SourceLocation(path: "intents/DayStatus.yaml", line: 26, column: 5)),
                ],
                location: SourceLocation(path: "intents/DayStatus.yaml", line: 2, column: 9),
                origin: .builtin)
        case "edithabit":
            return IntentDeclaration(
                name: "EditHabit",
                title: "Edit Habit",
                summary: "Change a habit's fields; empty text clears an optional one. Past days are judged by the habit as it is, so an edit that changes whether logged days are done needs confirm.",
                parameters: [
                    ParameterDeclaration(name: "habit", type: .entity("habit"), isRequired: true, description: "The habit, by name, unique prefix or id.", location: SourceLocation(path: "intents/EditHabit.yaml", line: 6, column: 3)),
                    ParameterDeclaration(name: "name", type: .string, description: "A new name.", location: SourceLocation(path: "intents/EditHabit.yaml", line: 10, column: 3)),
                    ParameterDeclaration(name: "emoji", type: .string, description: "A new emoji; empty to remove it.", location: SourceLocation(path: "intents/EditHabit.yaml", line: 13, column: 3)),
                    ParameterDeclaration(name: "kind", type: .enumeration, values: ["binary", "numeric"], description: "binary or numeric; binary drops the target and unit.", location: SourceLocation(path: "intents/EditHabit.yaml", line: 16, column: 3)),
                    ParameterDeclaration(name: "target", type: .number, description: "A new daily target.", location: SourceLocation(path: "intents/EditHabit.yaml", line: 20, column: 3)),
                    ParameterDeclaration(name: "direction", type: .enumeration, values: ["at-least", "at-most"], description: "at-least or at-most, whether the daily target is reached or kept under.", location: SourceLocation(path: "intents/EditHabit.yaml", line: 23, column: 3)),
                    ParameterDeclaration(name: "unit", type: .string, description: "A new unit; empty to remove it.", location: SourceLocation(path: "intents/EditHabit.yaml", line: 27, column: 3)),
                    ParameterDeclaration(name: "schedule", type: .string, description: "daily, weekdays like mon,wed,fri, N/week, N/month, every N days, or N in M days.", location: SourceLocation(path: "intents/EditHabit.yaml", line: 30, column: 3)),
                    ParameterDeclaration(name: "start", type: .date, description: "A new first day.", location: SourceLocation(path: "intents/EditHabit.yaml", line: 33, column: 3)),
                    ParameterDeclaration(name: "end", type: .date, description: "A new last day.", location: SourceLocation(path: "intents/EditHabit.yaml", line: 36, column: 3)),
                    ParameterDeclaration(name: "no_end", type: .boolean, description: "true removes the end date.", location: SourceLocation(path: "intents/EditHabit.yaml", line: 39, column: 3)),
                    ParameterDeclaration(name: "category", type: .string, description: "A new category; empty to remove it.", location: SourceLocation(path: "intents/EditHabit.yaml", line: 42, column: 3)),
                    ParameterDeclaration(name: "confirm", type: .boolean, description: "true applies an edit of the target, direction or kind that changes whether logged days are done; without it, such an edit is refused (unconfirmedEdit) with the days it would change.", location: SourceLocation(path: "intents/EditHabit.yaml", line: 45, column: 3)),
                ],
                body: .perform(action: "habits.edit"),
                overrides: false,
                examples: [
                    IntentDeclaration.Example(arguments: [("habit", "Meditate"), ("name", "Sit")], expectedError: nil, location: SourceLocation(path: "intents/EditHabit.yaml", line: 52, column: 5)),
                    IntentDeclaration.Example(arguments: [("habit", "Read"), ("schedule", "mon,thu")], expectedError: nil, location: SourceLocation(path: "intents/EditHabit.yaml", line: 54, column: 5)),
                    IntentDeclaration.Example(arguments: [("habit", "Stretch"), ("kind", "numeric"), ("target", "2")], expectedError: "unconfirmedEdit", location: SourceLocation(path: "intents/EditHabit.yaml", line: 56, column: 5)),
                    IntentDeclaration.Example(arguments: [("habit", "Stretch"), ("kind", "numeric"), ("target", "2"), ("confirm", "true")], expectedError: nil, location: SourceLocation(path: "intents/EditHabit.yaml", line: 59, column: 5)),
                    IntentDeclaration.Example(arguments: [("habit", "Meditate"), ("name", "Stretch")], expectedError: "invalidHabit", location: SourceLocation(path: "intents/EditHabit.yaml", line: 61, column: 5)),
                ],
                location: SourceLocation(path: "intents/EditHabit.yaml", line: 2, column: 9),
                origin: .builtin)
        case "listhabits":
            return IntentDeclaration(
                name: "ListHabits",
                title: "List Habits",
                summary: "The habits in display order.",
                parameters: [
                    ParameterDeclaration(name: "all", type: .boolean, defaultValue: "false", description: "Include archived habits.", location: SourceLocation(path: "intents/ListHabits.yaml", line: 6, column: 3)),
                    ParameterDeclaration(name: "category", type: .string, description: "Only the habits of this category (any case); a category no habit has is an error.", location: SourceLocation(path: "intents/ListHabits.yaml", line: 10, column: 3)),
                ],
                body: .perform(action: "habits.list"),
                overrides: false,
                examples: [
                    IntentDeclaration.Example(arguments: [], expectedError: nil, location: SourceLocation(path: "intents/ListHabits.yaml", line: 15, column: 5)),
                    IntentDeclaration.Example(arguments: [("all", "true")], expectedError: nil, location: SourceLocation(path: "intents/ListHabits.yaml", line: 16, column: 5)),
                ],
                location: SourceLocation(path: "intents/ListHabits.yaml", line: 2, column: 9),
                origin: .builtin)
        case "loghabitvalue":
            return IntentDeclaration(
                name: "LogHabitValue",
                title: "Log Habit Value",
                summary: "Add an amount to a numeric habit's day, or set the day's total.",
                parameters: [
                    ParameterDeclaration(name: "habit", type: .entity("habit"), isRequired: true, description: "The habit, by name, unique prefix or id.", location: SourceLocation(path: "intents/LogHabitValue.yaml", line: 6, column: 3)),
                    ParameterDeclaration(name: "value", type: .number, isRequired: true, minimum: 0.0, description: "The amount to add, or the day's new total with mode=set.", location: SourceLocation(path: "intents/LogHabitValue.yaml", line: 10, column: 3)),
                    ParameterDeclaration(name: "mode", type: .enumeration, defaultValue: "add", values: ["add", "set"], description: "add to the day's total, or set it (set 0 clears the day; on an at-most habit it records none).", location: SourceLocation(path: "intents/LogHabitValue.yaml", line: 15, column: 3)),
                    ParameterDeclaration(name: "date", type: .date, defaultValue: "selected", description: "The day to log; the widget's selected day by default.", location: SourceLocation(path: "intents/LogHabitValue.yaml", line: 20, column: 3)),
                ],
                body: .perform(action: "habits.log"),
                overrides: false,
                examples: [
                    IntentDeclaration.Example(arguments: [("habit", "Water"), ("value", "3")], expectedError: nil, location: SourceLocation(path: "intents/LogHabitValue.yaml", line: 26, column: 5)),
                    IntentDeclaration.Example(arguments: [("habit", "Water"), ("value", "8"), ("mode", "set")], expectedError: nil, location: SourceLocation(path: "intents/LogHabitValue.yaml", line: 28, column: 5)),
                    IntentDeclaration.Example(arguments: [("habit", "Water"), ("value", "5000")], expectedError: "valueOutOfRange", location: SourceLocation(path: "intents/LogHabitValue.yaml", line: 30, column: 5)),
                ],
                location: SourceLocation(path: "intents/LogHabitValue.yaml", line: 2, column: 9),
                origin: .builtin)
        case "nextday":
            return IntentDeclaration(
                name: "NextDay",
                title: "Next Day",
                summary: "Move the widget's selected day forward one day (at most to today).",
                parameters: [],
                body: .perform(action: "navigation.next"),
                overrides: false,
                examples: [
                    IntentDeclaration.Example(arguments: [], expectedError: nil, location: SourceLocation(path: "intents/NextDay.yaml", line: 7, column: 5)),
                ],
                location: SourceLocation(path: "intents/NextDay.yaml", line: 2, column: 9),
                origin: .builtin)
        case "notify":
            return IntentDeclaration(
                name: "Notify",
                title: "Notify",
                summary: "Show a desktop notification - through notify-send, the notification service, or osascript - or say that nothing could show it.",
                parameters: [
                    ParameterDeclaration(name: "title", type: .string, isRequired: true, description: "The notification's title.", location: SourceLocation(path: "intents/Notify.yaml", line: 6, column: 3)),
                    ParameterDeclaration(name: "body", type: .string, defaultValue: "", description: "The text under the title.", location: SourceLocation(path: "intents/Notify.yaml", line: 10, column: 3)),
                    ParameterDeclaration(name: "urgency", type: .enumeration, defaultValue: "normal", values: ["low", "normal", "critical"], description: "How insistently it is shown.", location: SourceLocation(path: "intents/Notify.yaml", line: 14, column: 3)),
                    ParameterDeclaration(name: "action", type: .string, description: "An intent that a button of the notification runs (notify-send only).", location: SourceLocation(path: "intents/Notify.yaml", line: 19, column: 3)),
                ],
                body: .perform(action: "desktop.notify"),
                overrides: false,
                examples: [
                    IntentDeclaration.Example(arguments: [("title", "Streak at risk"), ("body", "Meditate remains")], expectedError: "noNotifier", location: SourceLocation(path: "intents/Notify.yaml", line: 24, column: 5)),
                    IntentDeclaration.Example(arguments: [("title", "Last call"), ("urgency", "critical")], expectedError: "noNotifier", location: SourceLocation(path: "intents/Notify.yaml", line: 27, column: 5)),
                ],
                location: SourceLocation(path: "intents/Notify.yaml", line: 2, column: 9),
                origin: .builtin)
        case "previousday":
            return IntentDeclaration(
                name: "PreviousDay",
                title: "Previous Day",
                summary: "Move the widget's selected day back one day (at most 30 days ago).",
                parameters: [],
                body: .perform(action: "navigation.previous"),
                overrides: false,
                examples: [
                    IntentDeclaration.Example(arguments: [], expectedError: nil, location: SourceLocation(path: "intents/PreviousDay.yaml", line: 7, column: 5)),
                ],
                location: SourceLocation(path: "intents/PreviousDay.yaml", line: 2, column: 9),
                origin: .builtin)
        case "rebuildsummary":
            return IntentDeclaration(
                name: "RebuildSummary",
                title: "Rebuild Summary",
                summary: "Write the store's log buckets and fold its streak summary again from its habits, logs and rest days, with the streak settings of config.yaml.",
                parameters: [],
                body: .perform(action: "store.rebuildSummary"),
                overrides: false,
                examples: [
                    IntentDeclaration.Example(arguments: [], expectedError: nil, location: SourceLocation(path: "intents/RebuildSummary.yaml", line: 7, column: 5)),
                ],
                location: SourceLocation(path: "intents/RebuildSummary.yaml", line: 2, column: 9),
                origin: .builtin)
        case "removehabit":
            return IntentDeclaration(
                name: "RemoveHabit",
                title: "Remove Habit",
                summary: "Delete a habit with its whole history (ArchiveHabit keeps the history).",
                parameters: [
                    ParameterDeclaration(name: "habit", type: .entity("habit"), isRequired: true, description: "The habit, by name, unique prefix or id.", location: SourceLocation(path: "intents/RemoveHabit.yaml", line: 6, column: 3)),
                ],
                body: .perform(action: "habits.remove"),
                overrides: false,
                examples: [
                    IntentDeclaration.Example(arguments: [("habit", "Meditate")], expectedError: nil, location: SourceLocation(path: "intents/RemoveHabit.yaml", line: 12, column: 5)),
                    IntentDeclaration.Example(arguments: [("habit", "Nope")], expectedError: "unknownEntity", location: SourceLocation(path: "intents/RemoveHabit.yaml", line: 13, column: 5)),
                ],
                location: SourceLocation(path: "intents/RemoveHabit.yaml", line: 2, column: 9),
                origin: .builtin)
        case "skipday":
            return IntentDeclaration(
                name: "SkipDay",
                title: "Skip Day",
                summary: "Mark a rest day, for one habit or for all; it neither breaks nor extends a streak.",
                parameters: [
                    ParameterDeclaration(name: "habit", type: .entity("habit"), description: "The habit to rest; every habit when left out.", location: SourceLocation(path: "intents/SkipDay.yaml", line: 6, column: 3)),
                    ParameterDeclaration(name: "date", type: .date, defaultValue: "selected", description: "The day to rest; the widget's selected day by default.", location: SourceLocation(path: "intents/SkipDay.yaml", line: 9, column: 3)),
                ],
                body: .perform(action: "habits.skip"),
                overrides: false,
                examples: [
                    IntentDeclaration.Example(arguments: [("date", "tomorrow")], expectedError: nil, location: SourceLocation(path: "intents/SkipDay.yaml", line: 15, column: 5)),
                    IntentDeclaration.Example(arguments: [("habit", "Meditate")], expectedError: nil, location: SourceLocation(path: "intents/SkipDay.yaml", line: 17, column: 5)),
                    IntentDeclaration.Example(arguments: [("habit", "Stretch")], expectedError: "restDayOnCompletedDay", location: SourceLocation(path: "intents/SkipDay.yaml", line: 19, column: 5)),
                ],
                location: SourceLocation(path: "intents/SkipDay.yaml", line: 2, column: 9),
                origin: .builtin)
        case "stats":
            return IntentDeclaration(
                name: "Stats",
                title: "Stats",
                summary: "Completion rates, streaks, amounts and the best and worst weekday of each active habit and of all together.",
                parameters: [
                    ParameterDeclaration(name: "habit", type: .entity("habit"), description: "Only this habit; every active habit when left out.", location: SourceLocation(path: "intents/Stats.yaml", line: 6, column: 3)),
                    ParameterDeclaration(name: "days", type: .enumeration, defaultValue: "30", values: ["7", "30", "365", "all"], description: "The period, ending today - the last 7, 30 or 365 days, or all of the history.", location: SourceLocation(path: "intents/Stats.yaml", line: 9, column: 3)),
                    ParameterDeclaration(name: "category", type: .string, description: "Only the habits of this category (any case); a category no habit has is an error.", location: SourceLocation(path: "intents/Stats.yaml", line: 14, column: 3)),
                ],
                body: .perform(action: "habits.stats"),
                overrides: false,
                examples: [
                    IntentDeclaration.Example(arguments: [], expectedError: nil, location: SourceLocation(path: "intents/Stats.yaml", line: 19, column: 5)),
                    IntentDeclaration.Example(arguments: [("habit", "Stretch"), ("days", "7")], expectedError: nil, location: SourceLocation(path: "intents/Stats.yaml", line: 20, column: 5)),
                    IntentDeclaration.Example(arguments: [("days", "all")], expectedError: nil, location: SourceLocation(path: "intents/Stats.yaml", line: 21, column: 5)),
                ],
                location: SourceLocation(path: "intents/Stats.yaml", line: 2, column: 9),
                origin: .builtin)
        case "streaks":
            return IntentDeclaration(
                name: "Streaks",
                title: "Streaks",
                summary: "The overall streak and each active habit's, current and longest.",
                parameters: [
                    ParameterDeclaration(name: "habit", type: .entity("habit"), description: "Only this habit; every active habit when left out.", location: SourceLocation(path: "intents/Streaks.yaml", line: 6, column: 3)),
                    ParameterDeclaration(name: "category", type: .string, description: "Only the habits of this category (any case); a category no habit has is an error.", location: SourceLocation(path: "intents/Streaks.yaml", line: 9, column: 3)),
                    ParameterDeclaration(name: "overall", type: .boolean, defaultValue: "false", description: "Only the overall streak, with no habit's row (with habit, that habit's row alone); what the streak calendar reads.", location: SourceLocation(path: "intents/Streaks.yaml", line: 12, column: 3)),
                    ParameterDeclaration(name: "months", type: .integer, minimum: 1.0, maximum: 24.0, description: "How many months of days, ending with this one, the streak calendar drawn from the result shows.", location: SourceLocation(path: "intents/Streaks.yaml", line: 16, column: 3)),
                ],
                body: .perform(action: "habits.streaks"),
                overrides: false,
                examples: [
                    IntentDeclaration.Example(arguments: [], expectedError: nil, location: SourceLocation(path: "intents/Streaks.yaml", line: 23, column: 5)),
                    IntentDeclaration.Example(arguments: [("habit", "Stretch")], expectedError: nil, location: SourceLocation(path: "intents/Streaks.yaml", line: 24, column: 5)),
                    IntentDeclaration.Example(arguments: [("overall", "true"), ("months", "3")], expectedError: nil, location: SourceLocation(path: "intents/Streaks.yaml", line: 25, column: 5)),
                ],
                location: SourceLocation(path: "intents/Streaks.yaml", line: 2, column: 9),
                origin: .builtin)
        case "today":
            return IntentDeclaration(
                name: "Today",
                title: "Today",
                summary: "Return the widget's selected day to today, following the clock from then on.",
                parameters: [],
                body: .perform(action: "navigation.today"),
                overrides: false,
                examples: [
                    IntentDeclaration.Example(arguments: [], expectedError: nil, location: SourceLocation(path: "intents/Today.yaml", line: 7, column: 5)),
                ],
                location: SourceLocation(path: "intents/Today.yaml", line: 2, column: 9),
                origin: .builtin)
        case "unarchivehabit":
            return IntentDeclaration(
                name: "UnarchiveHabit",
                title: "Unarchive Habit",
                summary: "Bring an archived habit back.",
                parameters: [
                    ParameterDeclaration(name: "habit", type: .entity("habit"), isRequired: true, description: "The habit, by name, unique prefix or id.", location: SourceLocation(path: "intents/UnarchiveHabit.yaml", line: 6, column: 3)),
                ],
                body: .perform(action: "habits.unarchive"),
                overrides: false,
                examples: [
                    IntentDeclaration.Example(arguments: [("habit", "Meditate")], expectedError: nil, location: SourceLocation(path: "intents/UnarchiveHabit.yaml", line: 12, column: 5)),
                    IntentDeclaration.Example(arguments: [("habit", "Nope")], expectedError: "unknownEntity", location: SourceLocation(path: "intents/UnarchiveHabit.yaml", line: 13, column: 5)),
                ],
                location: SourceLocation(path: "intents/UnarchiveHabit.yaml", line: 2, column: 9),
                origin: .builtin)
        case "undocompletion":
            return IntentDeclaration(
                name: "UndoCompletion",
                title: "Undo Completion",
                summary: "Remove a habit's logs for a day.",
                parameters: [
                    ParameterDeclaration(name: "habit", type: .entity("habit"), isRequired: true, description: "The habit, by name, unique prefix or id.", location: SourceLocation(path: "intents/UndoCompletion.yaml", line: 6, column: 3)),
                    ParameterDeclaration(name: "date", type: .date, defaultValue: "selected", description: "The day to clear; the widget's selected day by default.", location: SourceLocation(path: "intents/UndoCompletion.yaml", line: 10, column: 3)),
                ],
                body: .perform(action: "habits.undo"),
                overrides: false,
                examples: [
                    IntentDeclaration.Example(arguments: [("habit", "Stretch")], expectedError: nil, location: SourceLocation(path: "intents/UndoCompletion.yaml", line: 16, column: 5)),
                    IntentDeclaration.Example(arguments: [("habit", "Meditate")], expectedError: "nothingToUndo", location: SourceLocation(path: "intents/UndoCompletion.yaml", line: 18, column: 5)),
                ],
                location: SourceLocation(path: "intents/UndoCompletion.yaml", line: 2, column: 9),
                origin: .builtin)
        case "undolast":
            return IntentDeclaration(
                name: "UndoLast",
                title: "Undo Last Change",
                summary: "Reverse the most recent change still in effect, and record that it was reversed.",
                parameters: [],
                body: .perform(action: "changes.undoLast"),
                overrides: false,
                examples: [
                    IntentDeclaration.Example(arguments: [], expectedError: nil, location: SourceLocation(path: "intents/UndoLast.yaml", line: 7, column: 5)),
                ],
                location: SourceLocation(path: "intents/UndoLast.yaml", line: 2, column: 9),
                origin: .builtin)
        case "unskipday":
            return IntentDeclaration(
                name: "UnskipDay",
                title: "Unskip Day",
                summary: "Remove a rest day, for one habit or for all; the day counts again.",
                parameters: [
                    ParameterDeclaration(name: "habit", type: .entity("habit"), description: "The habit whose rest day to remove; the rest day of every habit when left out.", location: SourceLocation(path: "intents/UnskipDay.yaml", line: 6, column: 3)),
                    ParameterDeclaration(name: "date", type: .date, defaultValue: "selected", description: "The day; the widget's selected day by default.", location: SourceLocation(path: "intents/UnskipDay.yaml", line: 9, column: 3)),
                ],
                body: .perform(action: "habits.unskip"),
                overrides: false,
                examples: [
                    IntentDeclaration.Example(arguments: [], expectedError: nil, location: SourceLocation(path: "intents/UnskipDay.yaml", line: 15, column: 5)),
                    IntentDeclaration.Example(arguments: [("habit", "Meditate"), ("date", "yesterday")], expectedError: nil, location: SourceLocation(path: "intents/UnskipDay.yaml", line: 17, column: 5)),
                ],
                location: SourceLocation(path: "intents/UnskipDay.yaml", line: 2, column: 9),
                origin: .builtin)
        case "weekstatus":
            return IntentDeclaration(
                name: "WeekStatus",
                title: "Week Status",
                summary: "How much of the seven days ending on a date was done - habits due, habits done, and the share - for reviews and automations.",
                parameters: [
                    ParameterDeclaration(name: "date", type: .date, defaultValue: "today", description: "The last day of the seven.", location: SourceLocation(path: "intents/WeekStatus.yaml", line: 6, column: 3)),
                ],
                body: .perform(action: "habits.week"),
                overrides: false,
                examples: [
                    IntentDeclaration.Example(arguments: [], expectedError: nil, location: SourceLocation(path: "intents/WeekStatus.yaml", line: 12, column: 5)),
                    IntentDeclaration.Example(arguments: [("date", "2025-10-01")], expectedError: nil, location: SourceLocation(path: "intents/WeekStatus.yaml", line: 14, column: 5)),
                ],
                location: SourceLocation(path: "intents/WeekStatus.yaml", line: 2, column: 9),
                origin: .builtin)
        default: return nil
        }
    }
}

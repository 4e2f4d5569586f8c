/// The sections of the manual that no command definition holds: where the files are, what the environment
/// changes, what the exit codes mean, and examples. Kept here once; `ManualPage` puts them after the commands.
package enum ManualSections {
    package static let sections: [(title: String, items: [(term: String, text: String)])] = [
        (
            "FILES",
            [
                (
                    "$XDG_DATA_HOME/ritualist/ritualist.sqlite",
                    "The habits, their logs and rest days (a SQLite store)."
                ),
                (
                    "$XDG_CONFIG_HOME/ritualist/config.yaml",
                    "Settings: streak.threshold, week_start, time_zone, notify, hotkeys, refresh, plugins, prompt, sync."
                ),
                ("$XDG_CONFIG_HOME/ritualist/intents/", "Your own intent declarations (*.yaml)."),
                ("$XDG_STATE_HOME/ritualist/journal.jsonl", "The journal of runs, which 'ritual journal' reads."),
                ("$RITUALIST_HOME/", "All of them in one folder instead, when RITUALIST_HOME is set."),
            ]
        ),
        (
            "ENVIRONMENT",
            [
                ("RITUALIST_HOME", "One folder for the store, the configuration, the intents and the journal."),
                ("RITUALIST_STRICT", "When 1, every run is strict: errors printed, exit codes by category."),
                ("RITUALIST_NOW", "A fixed local time (2025-11-08T12:00:00) instead of the clock, for tests."),
                ("TZ", "The time zone days are counted in."),
                ("NO_COLOR", "When set and not empty, no colour in the terminal."),
                ("COLUMNS", "The width calendar and streak fit in, instead of the terminal's own."),
            ]
        ),
        (
            "EXIT STATUS",
            [
                ("0", "Success, and a failed run in the default (silent) mode."),
                ("64", "Usage: an unknown intent, habit or parameter, a bad value."),
                ("65", "Rejected: the habit domain refused the change (already done, a future date)."),
                ("69", "Unavailable: the store or a plugin could not be reached."),
                ("70", "Internal: a bug."),
                ("78", "Configuration: config.yaml or an intent declaration is wrong."),
            ]
        ),
        (
            "EXAMPLES",
            [
                ("ritual habit add Water --target 8 --unit glasses", "Add a numeric habit with a daily target."),
                ("ritual done Meditate", "Mark Meditate done today."),
                (
                    "ritual run LogHabitValue habit=Water value=2",
                    "Add 2 to today's Water, as a hotkey or a script does."
                ),
                ("ritual status --format waybar --category work", "Today's work habits, for a status bar."),
                ("ritual stats --days 365", "Each habit's rate, streaks and best weekday over the last year."),
            ]
        ),
    ]
}

import ArgumentParser

/// `ritual`: the root command.
package struct RitualCommand: ParsableCommand {
    /// What `ritual --version` prints; a constant of its own, so the plain commands' `--version` does not build the
    /// whole command tree (`configuration`) to print it.
    package static let version = "0.1.0"

    package static let configuration = CommandConfiguration(
        commandName: "ritual",
        abstract: "Run habit intents from scripts, hotkeys and status bars.",
        discussion: """
            Intents are declared in YAML: the built-in ones, and your own in $RITUALIST_HOME/intents or \
            $XDG_CONFIG_HOME/ritualist/intents. A failed run is silent by default (exit 0, a record in \
            the journal); --strict prints the error and exits with its category (64 usage, 65 rejected, \
            69 unavailable, 70 internal, 78 configuration). Every command takes --strict and --json; with --json a \
            failure prints {"ok": false, "error": {"case", "category", "code", "message"}}. \
            Shell completion (intents, their parameters, habits): ritual --generate-completion-script bash, zsh \
            or fish. The manual: man ritual, once installed as the README says (ritual \
            --generate-manual).

            Examples:
              ritual done Meditate
                  Mark Meditate done today.
              ritual run LogHabitValue habit=Water value=2
                  Add 2 to today's Water, as a hotkey or a script does.
              ritual status --format waybar --category work
                  Today's work habits, for a status bar.
            """,
        version: version,
        // Hidden: what a notification's button runs.
        subcommands: [NotifyActionCommand.self],
        groupedSubcommands: [
            CommandGroup(
                name: "Daily",
                subcommands: [
                    DoneCommand.self, UndoCommand.self, LogCommand.self, SkipCommand.self, StatusCommand.self,
                    StreakCommand.self, StatsCommand.self, CalendarCommand.self,
                ]),
            CommandGroup(name: "Habits", subcommands: [HabitCommand.self]),
            CommandGroup(
                name: "Automations",
                subcommands: [
                    RunCommand.self, ListCommand.self, DescribeCommand.self, JournalCommand.self, TriggersCommand.self,
                ]),
            CommandGroup(name: "Desktop", subcommands: [HotkeysCommand.self]),
            CommandGroup(
                name: "Data",
                subcommands: [
                    ChangesCommand.self, ExportCommand.self, ImportCommand.self, BackupCommand.self,
                    RestoreCommand.self, SyncCommand.self,
                ]),
            CommandGroup(
                name: "Setup",
                subcommands: [TourCommand.self, CheckCommand.self, PluginsCommand.self, DoctorCommand.self]),
        ])

    package init() {}
}

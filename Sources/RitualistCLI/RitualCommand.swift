import ArgumentParser

/// `ritual`: the root command.
public struct RitualCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "ritual",
        abstract: "Run habit intents from scripts, hotkeys and status bars.",
        discussion: """
            Intents are declared in YAML: the built-in ones, and your own in $RITUALIST_HOME/intents or \
            $XDG_CONFIG_HOME/ritualist/intents. A failed run is silent by default (exit 0, a record in \
            the journal); --strict prints the error and exits with its category (64 usage, 65 rejected, \
            69 unavailable, 70 internal, 78 configuration). Every command takes --strict and --json; with --json a \
            failure prints {"ok": false, "error": {"case", "category", "code", "message"}}. \
            Shell completion (intents, their parameters, habits): ritual --generate-completion-script bash, zsh \
            or fish. The manual: man ritual, once installed as the README says (swift package plugin \
            generate-manual).
            """,
        version: "0.1.0",
        subcommands: [
            TourCommand.self, DoneCommand.self, UndoCommand.self, LogCommand.self, RunCommand.self, ListCommand.self,
            DescribeCommand.self, CheckCommand.self, PluginsCommand.self,
            JournalCommand.self, HabitCommand.self, StatusCommand.self, StreakCommand.self, SkipCommand.self,
            CalendarCommand.self, HotkeysCommand.self, ChangesCommand.self,
        ])

    public init() {}
}

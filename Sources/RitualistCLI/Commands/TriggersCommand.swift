import ArgumentParser
import RitualistApp
import RitualistConsole

struct TriggersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "triggers",
        abstract: "List the intents' triggers and put the time triggers on the system's scheduler.",
        discussion: """
            Declare them with on: in an intent's file: at: "21:00" (with days: [sat, sun]), every: 30m (with \
            from: and until:), calendar: "Sun *-*-* 20:00", or event: completed (with habit:). Time triggers run \
            on systemd user timers, launchd or cron, each unit running 'ritual run INTENT --trigger ID' by \
            absolute path; event triggers start their intent after a change is written.
            """,
        subcommands: [TriggersListCommand.self, TriggersInstallCommand.self, TriggersUninstallCommand.self])
}

/// The options of install and uninstall.
struct TriggerTargetOptions: ParsableArguments {
    @Option(help: "systemd, launchd or cron (launchd on macOS; elsewhere systemd where systemctl is found, else cron).")
    var target: TriggerTarget?

    @Option(help: ArgumentHelp("The ritual program the units run (this one by default).", valueName: "path"))
    var bin: String?

    @Flag(help: "Change nothing; print what would be written and removed.")
    var dryRun = false

    /// What these options ask for.
    var request: TriggersRequest { TriggersRequest(target: target, bin: bin, dryRun: dryRun) }
}

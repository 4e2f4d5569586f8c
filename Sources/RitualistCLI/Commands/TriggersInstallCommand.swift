import ArgumentParser
import RitualistApp
import RitualistConsole

struct TriggersInstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Write the time triggers for the scheduler, so the installed set equals the declared one.",
        discussion: """
            systemd: a .timer and a .service named ritual-ID in $XDG_CONFIG_HOME/systemd/user (Persistent=true: a \
            time missed while the machine slept runs once on wake), then systemctl --user daemon-reload and \
            enable; where no user manager runs, the commands are printed instead. launchd: a plist per trigger in \
            ~/Library/LaunchAgents. cron: a block between markers in your crontab. Units of ours no longer \
            declared are removed; files that are not ours are never touched.
            """)

    @OptionGroup var options: TriggerTargetOptions

    @Flag(help: ScriptOptions.strictHelp)
    var strict = false

    func run() throws {
        try options.request.install()
    }
}

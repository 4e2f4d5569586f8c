import ArgumentParser
import RitualistApp
import RitualistConsole

struct TriggersUninstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uninstall", abstract: "Remove exactly the units, plists or crontab lines install wrote.")

    @OptionGroup var options: TriggerTargetOptions

    @Flag(help: ScriptOptions.strictHelp)
    var strict = false

    func run() throws {
        try options.request.uninstall()
    }
}

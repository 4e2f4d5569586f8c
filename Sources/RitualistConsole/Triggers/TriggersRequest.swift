import IntentKit
import RitualistApp

/// What `ritual triggers list|install|uninstall` is asked to do with the declared triggers, on the chosen
/// scheduler (`target`; the preferred one by default), the units running `bin` (this program by default).
package struct TriggersRequest {
    package let target: TriggerTarget?
    package let bin: String?
    package let dryRun: Bool

    package init(target: TriggerTarget?, bin: String? = nil, dryRun: Bool = false) {
        self.target = target
        self.bin = bin
        self.dryRun = dryRun
    }

    /// Prints each trigger: id, intent, when it runs next (with the pinned clock and zone), and whether it is
    /// installed; as JSON when asked.
    package func list(json: Bool) throws(ExitStatus) {
        try FailureReport.reporting {
            let context = try Console.current.runtime()
            let settings = try Self.settings(context)
            let entries = Self.entries(context, settings: settings)
            let installer = installer(
                entries: entries,
                command: TriggerCommand(
                    executable: "", home: Console.current.environment["RITUALIST_HOME"],
                    defaultHome: context.paths.dataDirectory))
            let zone = settings.timeZone.map { WallZone(tz: $0) } ?? context.zone
            let list = TriggerList(
                entries: entries, now: context.now, zone: zone, installed: installer.installedIDs(),
                others: installer.otherHomes())
            if json { Output.json(list.json) } else { Output.lines(list.lines) }
        }
    }

    /// Writes the time triggers for the scheduler, so the installed set equals the declared one.
    package func install() throws(ExitStatus) {
        try FailureReport.reporting { Output.lines(try installer().install(dryRun: dryRun)) }
    }

    /// Removes exactly the units, plists or crontab lines `install` wrote.
    package func uninstall() throws(ExitStatus) {
        try FailureReport.reporting { Output.lines(try installer().uninstall(dryRun: dryRun)) }
    }

    /// The installer of the declared time triggers for the chosen target.
    private func installer() throws -> TriggerInstaller {
        let environment = Console.current.environment
        let runtime = try Console.current.runtime()
        let settings = try Self.settings(runtime)
        return installer(
            entries: Self.entries(runtime, settings: settings),
            command: TriggerCommand(
                executable: bin ?? Executable.path(environment: environment), home: environment["RITUALIST_HOME"],
                defaultHome: runtime.paths.dataDirectory, path: environment["PATH"],
                tz: settings.timeZone ?? environment["TZ"]))
    }

    /// What the triggers read of config.yaml, in one reading: `sync` (its `every:` timer) and `time_zone` (the zone
    /// the triggers' times are read in, over the `TZ` of the install). Their problems, with their places, stop the
    /// command rather than remove an installed timer.
    private static func settings(_ runtime: RitualistRuntime) throws -> RitualistSettings {
        try runtime.settings(using: ["sync", "time_zone"])
    }

    /// The declared triggers, and the sync timer when config.yaml's `sync:` has `every:`.
    private static func entries(_ runtime: RitualistRuntime, settings: RitualistSettings) -> [TriggerEntry] {
        TriggerEntry.all(in: runtime.makeRunner().catalog)
            + [TriggerEntry.syncTimer(settings.sync, config: runtime.paths.config)].compactMap { $0 }
    }

    private func installer(entries: [TriggerEntry], command: TriggerCommand) -> TriggerInstaller {
        let environment = Console.current.environment
        return TriggerInstaller(
            target: target ?? .preferred(environment: environment), entries: entries, command: command,
            environment: environment)
    }
}

import Foundation

/// The running scheduler that reads the files install writes: `systemctl --user` or `launchctl`. Where none runs
/// (no user manager, a container, another system), install writes the files and says the commands to run later.
struct Scheduler {
    let target: TriggerTarget
    let environment: [String: String]

    /// Whether a systemd user manager (its private socket) or launchctl is there to tell.
    var isRunning: Bool {
        switch target {
        case .systemd:
            guard let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") else { return false }
            return FileManager.default.fileExists(atPath: runtime + "/systemd/private")
        case .launchd:
            let path = (environment["PATH"] ?? "").split(separator: ":")
            return path.contains { FileManager.default.isExecutableFile(atPath: "\($0)/launchctl") }
        case .cron: return false
        }
    }

    /// Stops and disables `names` before their files go or change; a failure is ignored (they may not be loaded).
    func stop(_ names: [String], in folder: String) {
        guard isRunning, !names.isEmpty else { return }
        switch target {
        case .systemd:
            _ = ExternalCommand.run(["systemctl", "--user", "disable", "--now"] + names, environment: environment)
        case .launchd:
            for name in names {
                _ = ExternalCommand.run(["launchctl", "unload", folder + "/" + name], environment: environment)
            }
        case .cron: return
        }
    }

    /// Reloads and enables `names`; where nothing runs, the commands to run later.
    func start(_ names: [String], in folder: String) throws -> [String] {
        let commands = startCommands(names, in: folder)
        guard isRunning else {
            return commands.isEmpty
                ? []
                : ["No \(target.rawValue) user manager is running; when one is, run:"]
                    + commands.map { "  " + $0.joinedText(separator: " ") }
        }
        for command in commands {
            let run = ExternalCommand.run(command, environment: environment)
            guard let run, run.status == 0 else {
                throw TriggerError.schedulerFailed(
                    command: command.joinedText(separator: " "), problem: run?.problem ?? "it cannot be started")
            }
        }
        return names.isEmpty ? [] : ["Enabled " + names.joinedText(separator: ", ") + "."]
    }

    /// After files went: systemd reads its folder again.
    func reloaded() -> [String] {
        guard target == .systemd else { return [] }
        guard isRunning else {
            return ["No systemd user manager is running; when one is, run: systemctl --user daemon-reload"]
        }
        _ = ExternalCommand.run(["systemctl", "--user", "daemon-reload"], environment: environment)
        return []
    }

    private func startCommands(_ names: [String], in folder: String) -> [[String]] {
        switch target {
        case .systemd:
            return [["systemctl", "--user", "daemon-reload"]]
                + (names.isEmpty ? [] : [["systemctl", "--user", "enable", "--now"] + names])
        case .launchd: return names.map { ["launchctl", "load", "-w", folder + "/" + $0] }
        case .cron: return []
        }
    }
}

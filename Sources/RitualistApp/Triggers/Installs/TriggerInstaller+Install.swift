import Foundation
import IntentKit
import Primitives
import RitualistSync

extension TriggerInstaller {
    /// Installs (or, with `dryRun`, says what install would write and remove); returns what to tell the person.
    package func install(dryRun: Bool) throws -> [String] {
        try command.validate()
        if target == .cron { return try installCron(dryRun: dryRun, remove: false) }
        let files = try files()
        for file in files {
            let path = folder + "/" + file.name
            if let old = try HotkeyFile.read(path), !isOurs(old) { throw TriggerError.notOurs(path: path) }
        }
        let stale = ourFiles().filter { name in !files.contains { $0.name == name } }
        if dryRun {
            return files.flatMap {
                ["Would write \(folder)/\($0.name):"]
                    + $0.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
                        $0.isEmpty ? "" : "  " + $0
                    }
            }
                + stale.map { "Would remove \(folder)/\($0)" } + ["Dry run: nothing was changed."]
        }
        let manager = Scheduler(target: target, environment: environment)
        manager.stop(stale.filter(isStartable), in: folder)
        for file in files { try HotkeyFile.write(file.text, to: folder + "/" + file.name, command: "install") }
        for name in stale { try HotkeyFile.remove(folder + "/" + name, command: "install") }
        var lines = ["Wrote \(Plural.count(entries.count, "time trigger")) to \(folder)."]
        if !stale.isEmpty { lines.append("Removed " + stale.joinedText(separator: ", ") + ".") }
        return lines + zoneNote + syncNote + (try manager.start(files.map(\.name).filter(isStartable), in: folder))
    }

    /// Removes every file (or crontab line) install wrote, stopping what runs them first.
    package func uninstall(dryRun: Bool) throws -> [String] {
        if target == .cron { return try installCron(dryRun: dryRun, remove: true) }
        let ours = ourFiles()
        guard !ours.isEmpty else { return ["No triggers of ours are installed in \(folder)."] }
        if dryRun { return ours.map { "Would remove \(folder)/\($0)" } + ["Dry run: nothing was changed."] }
        let manager = Scheduler(target: target, environment: environment)
        manager.stop(ours.filter(isStartable), in: folder)
        for name in ours { try HotkeyFile.remove(folder + "/" + name, command: "uninstall") }
        return ["Removed " + ours.joinedText(separator: ", ") + "."] + manager.reloaded()
    }

    /// When the sync timer is installed and `ritual-sync` is not where it runs it: how to build it.
    /// launchd and cron read a time in the system's zone alone: said when the triggers' zone is another.
    private var zoneNote: [String] {
        guard target != .systemd, let zone = command.zone, zone != ZoneIdentifier.system else { return [] }
        return [
            "\(target.rawValue) reads the times in the system's zone (\(ZoneIdentifier.system)), not \(zone): each run "
                + "counts its days in \(zone), but starts at the system's wall-clock time. Install with --target "
                + "systemd, whose timers carry the zone, or set TZ to the system's zone."
        ]
    }

    private var syncNote: [String] {
        guard entries.contains(where: \.isSyncTimer), !command.syncExecutableFound else { return [] }
        return [
            "The sync timer runs \(command.syncExecutable), which is not there yet; build it with: "
                + SyncExecutable.buildCommand
        ]
    }

    private func isOurs(_ text: String) -> Bool {
        text.contains(target == .systemd ? SystemdUnits.marker : LaunchdPlists.marker)
    }

    /// What the scheduler starts: a timer (its service is started by it) or a plist.
    private func isStartable(_ name: String) -> Bool { !name.hasSuffix(".service") }

    private func installCron(dryRun: Bool, remove: Bool) throws -> [String] {
        let crontab = CrontabFile(environment: environment)
        let block = CronBlock.block(command.tag)
        let lines = remove ? nil : try CronBlock.lines(entries, command: command)
        let old = try crontab.read()
        // The untagged block an install wrote before blocks carried a tag goes, when it is this home's.
        let untagged = old.map { CronBlock.blocks(in: $0).contains { $0.tag == nil && command.actsOn(home: $0.home) } }
        var new = old
        if untagged == true { new = try CronBlock.untagged.apply(nil, to: new, path: "crontab") }
        new = try block.apply(lines, to: new, path: "crontab")
        if dryRun {
            let replaced = untagged == true ? ["Would remove the untagged ritual triggers block of this home."] : []
            guard let lines else {
                return [
                    old == new
                        ? "No triggers of ours are in the crontab."
                        : "Would remove the ritual triggers block from the crontab."
                ]
            }
            return [block.begin] + lines + [block.end] + replaced + ["Dry run: nothing was changed."]
        }
        if new != old { try crontab.write(new) }
        if remove {
            return [
                old == new ? "No triggers of ours are in the crontab." : "Removed the ritual triggers from the crontab."
            ]
        }
        return [
            "Wrote \(Plural.count(entries.count, "time trigger")) to the crontab (between the ritual triggers markers)."
        ] + zoneNote + syncNote
    }
}

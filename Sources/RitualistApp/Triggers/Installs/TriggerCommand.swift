import Foundation
import IntentKit
import RitualistSync

/// What a scheduler runs for one trigger: `ritual run INTENT --trigger ID` by absolute path, with the home it was
/// installed from; for the sync timer, `ritual-sync sync --timer` (an unreachable server is journaled and exits 0,
/// since a laptop offline is normal; settings that do not fit still fail the unit).
package struct TriggerCommand: Sendable {
    /// The absolute path of `ritual`.
    package let executable: String
    /// `RITUALIST_HOME` of the install, when one was set: the units run with the same home.
    package let home: String?
    /// The folder of the home the units act on: `home` without a trailing slash, else the default home's data
    /// folder. Its tag is in the name of every unit, plist and crontab block of this home.
    package let homeFolder: String
    /// The absolute path of `ritual-sync`: beside `ritual` (as a build or an install puts them), else on `PATH`.
    package let syncExecutable: String
    /// The zone the triggers' times are read in, when `TZ` named one of the system's zones at install (a name such
    /// as `Europe/Berlin`): the units carry it, so a timer fires at the wall-clock time the person means however the
    /// scheduler's own zone is set, and each run counts its days there. Nil follows the system's zone.
    package let zone: String?

    /// `defaultHome` is the data folder of the default home, which the units act on when `home` is nil.
    package init(executable: String, home: String?, defaultHome: String, path: String? = nil, tz: String? = nil) {
        self.executable = executable
        self.home = home.flatMap { $0.isEmpty ? nil : $0 }
        homeFolder = HomeTag.trimmingSlash(self.home ?? defaultHome)
        zone = tz.map { $0.hasPrefix(":") ? String($0.dropFirst()) : $0 }.flatMap { name in
            ZoneIdentifier.isZoneName(name)
                && FileManager.default.fileExists(atPath: ZoneIdentifier.zoneFolder + name) ? name : nil
        }
        let beside = (executable as NSString).deletingLastPathComponent + "/" + SyncExecutable.name
        let onPath = (path ?? "").split(separator: ":").filter { $0.hasPrefix("/") }.map {
            "\($0)/\(SyncExecutable.name)"
        }
        syncExecutable =
            ([beside] + onPath).first { FileManager.default.isExecutableFile(atPath: $0) } ?? beside
    }

    /// The tag of the home, which the names of its units and its crontab markers carry.
    package var tag: HomeTag { HomeTag(path: homeFolder) }

    /// Whether a unit that names `home` in its `RITUALIST_HOME` (nil: names none) acts on this home.
    package func actsOn(home named: String?) -> Bool {
        guard let named else { return home == nil }
        return HomeTag.trimmingSlash(named) == homeFolder
    }

    /// Whether `ritual-sync` is where the sync timer runs it.
    package var syncExecutableFound: Bool { FileManager.default.isExecutableFile(atPath: syncExecutable) }

    /// The variables a run of a trigger starts with: the home it was installed from and the zone its times are in.
    package var variables: [(name: String, value: String)] {
        (home.map { [("RITUALIST_HOME", $0)] } ?? []) + (zone.map { [("TZ", $0)] } ?? [])
    }

    /// Refused when a path the units carry holds a control character: systemd, launchd and cron read their files
    /// line by line, so a line break in the home would add a directive (`ExecStartPre=`) or a crontab line.
    package func validate() throws(TriggerError) {
        for (what, path) in [("the home", home), ("ritual", executable), ("ritual-sync", syncExecutable)] {
            guard let path, let character = HotkeyBinding.controlCharacter(in: path) else { continue }
            throw .controlCharacterInPath(what: what, path: path, character: character)
        }
    }

    /// The words of the command, without a shell.
    package func arguments(_ entry: TriggerEntry) -> [String] {
        if entry.isSyncTimer { return [syncExecutable, "sync", "--timer"] }
        return [executable, "run", entry.intent, "--trigger", entry.id]
    }
}

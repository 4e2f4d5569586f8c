import Foundation
import IntentKit
import RitualistIntents

/// Writes the time triggers for a scheduler and removes exactly what it wrote: a unit or plist is ours only when it
/// carries the marker line, a crontab's lines only between our markers. An install makes the installed set equal
/// the declared one: it writes every declared trigger and removes what is ours and no longer declared.
package struct TriggerInstaller {
    package let target: TriggerTarget
    package let entries: [TriggerEntry]
    package let command: TriggerCommand
    package let environment: [String: String]

    /// An installer of the time triggers among `entries`.
    package init(
        target: TriggerTarget, entries: [TriggerEntry], command: TriggerCommand, environment: [String: String]
    ) {
        self.target = target
        self.entries = entries.filter(\.trigger.isTimed)
        self.command = command
        self.environment = environment
    }

    /// Where the unit files or plists go: `$XDG_CONFIG_HOME/systemd/user`, `~/Library/LaunchAgents`.
    package var folder: String {
        let home = environment["HOME"] ?? NSHomeDirectory()
        switch target {
        case .systemd:
            let config = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
            return config + "/systemd/user"
        case .launchd: return home + "/Library/LaunchAgents"
        case .cron: return ""
        }
    }

    /// The files install writes, by name, with their text.
    func files() throws(TriggerError) -> [(name: String, text: String)] {
        switch target {
        case .systemd: return entries.flatMap { SystemdUnits.files($0, command: command) }
        case .launchd:
            var files: [(name: String, text: String)] = []
            for entry in entries { files.append(try LaunchdPlists.file(entry, command: command)) }
            return files
        case .cron: return []
        }
    }

    /// The names of the files in the folder that carry our marker.
    func ourFiles() -> [String] {
        let prefix = target == .systemd ? "ritual-" : "com.ritualist."
        let marker = target == .systemd ? SystemdUnits.marker : LaunchdPlists.marker
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { name in
            name.hasPrefix(prefix) && ((try? HotkeyFile.read(folder + "/" + name)) ?? nil)?.contains(marker) == true
        }.sorted()
    }

    /// The ids whose files (or crontab lines) are in place, enabled or not.
    package func installedIDs() -> Set<String> {
        switch target {
        case .cron:
            guard let text = try? CrontabFile(environment: environment).read() else { return [] }
            return Set(CronBlock.ids(in: text))
        case .systemd, .launchd:
            let prefix = target == .systemd ? "ritual-" : "com.ritualist."
            let suffix = target == .systemd ? ".timer" : ".plist"
            return Set(
                ourFiles().filter { $0.hasSuffix(suffix) }.map {
                    String($0.dropFirst(prefix.count).dropLast(suffix.count))
                })
        }
    }
}

import Foundation
import IntentKit

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

    /// A trigger install wrote, of this home or another, where the scheduler reads it.
    package struct Installed: Equatable {
        /// The trigger's id.
        package let id: String
        /// Its unit's or plist's file name, or `crontab`.
        package let file: String
        /// The tag of the home it belongs to; nil when it was written before units carried one.
        package let tag: HomeTag?
        /// The home it runs with (its `RITUALIST_HOME`), nil for the default home.
        package let home: String?
        /// Whether it belongs to the home of this install.
        package let isOurs: Bool
    }

    /// Every trigger install wrote where the scheduler reads: the files with our marker, or the crontab's blocks,
    /// each with the home it belongs to. One of the shape before tags belongs to the home its `RITUALIST_HOME`
    /// names, or to the default home when it names none, so that an upgrade replaces a home's own.
    package func installed() -> [Installed] {
        switch target {
        case .cron:
            guard let text = try? CrontabFile(environment: environment).read() else { return [] }
            return CronBlock.blocks(in: text).flatMap { block in
                let ours = block.tag.map { $0 == command.tag } ?? command.actsOn(home: block.home)
                return block.ids.map {
                    Installed(id: $0, file: "crontab", tag: block.tag, home: block.home, isOurs: ours)
                }
            }
        case .systemd, .launchd:
            let prefix = target == .systemd ? "ritual-" : "com.ritualist."
            let separator = target == .systemd ? "-" : "."
            let marker = target == .systemd ? SystemdUnits.marker : LaunchdPlists.marker
            let homePrefix = target == .systemd ? SystemdUnits.homePrefix : LaunchdPlists.homePrefix
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return names.sorted().compactMap { name in
                guard name.hasPrefix(prefix), let dot = name.lastIndex(of: "."),
                    let text = (try? HotkeyFile.read(folder + "/" + name)) ?? nil, text.contains(marker)
                else { return nil }
                let tag = text.split(separator: "\n").first { $0.hasPrefix(homePrefix) }.flatMap {
                    HomeTag(text: $0.dropFirst(homePrefix.count).prefix(8))
                }
                let home =
                    target == .systemd
                    ? SystemdUnits.environment("RITUALIST_HOME", in: serviceText(name) ?? text)
                    : LaunchdPlists.environment("RITUALIST_HOME", in: text)
                var id = name[name.index(name.startIndex, offsetBy: prefix.count)..<dot]
                if let tag, id.hasPrefix(tag.text + separator) { id = id.dropFirst(tag.text.count + 1) }
                let ours = tag.map { $0 == command.tag } ?? command.actsOn(home: home)
                return Installed(id: String(id), file: name, tag: tag, home: home, isOurs: ours)
            }
        }
    }

    /// The text of the service a systemd timer starts, which holds the environment its runs have.
    private func serviceText(_ timer: String) -> String? {
        guard timer.hasSuffix(".timer") else { return nil }
        return (try? HotkeyFile.read(folder + "/" + timer.dropLast(".timer".count) + ".service")) ?? nil
    }

    /// The names of the files in the folder that install wrote for this home.
    func ourFiles() -> [String] {
        installed().filter(\.isOurs).map(\.file)
    }

    /// The ids of this home's triggers whose files (or crontab lines) are in place, enabled or not.
    package func installedIDs() -> Set<String> {
        let suffix = target == .systemd ? ".timer" : target == .launchd ? ".plist" : ""
        return Set(installed().filter { $0.isOurs && $0.file.hasSuffix(suffix) }.map(\.id))
    }

    /// The triggers installed for other homes, which this home's install and uninstall leave alone.
    package func otherHomes() -> [Installed] {
        let suffix = target == .systemd ? ".timer" : target == .launchd ? ".plist" : ""
        return installed().filter { !$0.isOurs && $0.file.hasSuffix(suffix) }
    }
}

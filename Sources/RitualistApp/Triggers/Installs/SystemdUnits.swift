import IntentKit

/// The systemd user units of the time triggers: a `.timer` and a `.service` for each, named `ritual-TAG-ID` (TAG the
/// home's, see `HomeTag`), each starting with the marker line that says install wrote it and the line naming its home.
package enum SystemdUnits {
    /// The first line of every unit install writes; a file without it is never touched.
    package static let marker = "# Written by 'ritual triggers install'; 'ritual triggers uninstall' removes it."

    /// How the line naming a unit's home starts: `# Home: 1f0a9c3e /home/me/.local/share/ritualist`.
    package static let homePrefix = "# Home: "

    /// `ritual-1f0a9c3e-streakguard-1`.
    package static func name(_ entry: TriggerEntry, tag: HomeTag) -> String { "ritual-\(tag)-" + entry.id }

    /// The two files of `entry`: name and text.
    package static func files(_ entry: TriggerEntry, command: TriggerCommand) -> [(name: String, text: String)] {
        let description = "Description=ritual: \(entry.intent) (\(entry.trigger.label))"
        let home = homePrefix + "\(command.tag) " + command.homeFolder
        let timer =
            [marker, home, "[Unit]", description, "", "[Timer]"]
            + entry.trigger.calendarExpressions.map { "OnCalendar=" + $0.text + (command.zone.map { " " + $0 } ?? "") }
            + ["Persistent=true", "", "[Install]", "WantedBy=timers.target"]
        var service = [marker, home, "[Unit]", description, "", "[Service]", "Type=oneshot"]
        for variable in command.variables {
            service.append("Environment=" + quoted(variable.name + "=" + variable.value))
        }
        service.append("ExecStart=" + command.arguments(entry).map(word).joinedText(separator: " "))
        return [
            (name(entry, tag: command.tag) + ".timer", timer.joinedText(separator: "\n") + "\n"),
            (name(entry, tag: command.tag) + ".service", service.joinedText(separator: "\n") + "\n"),
        ]
    }

    /// A word of `ExecStart=`: as it is when it is plain, else double-quoted; `$` doubled (a variable) and `%`
    /// doubled (a specifier) either way, so systemd passes the text through unchanged.
    static func word(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "$", with: "$$")
        let plain =
            !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+=:@,".contains($0)) }
        return plain ? percent(escaped) : quoted(escaped)
    }

    /// A double-quoted systemd value: backslashes and double quotes escaped, `%` doubled.
    static func quoted(_ text: String) -> String {
        "\"" + percent(text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))
            + "\""
    }

    /// The value of a unit's `Environment="NAME=…"` line, as `quoted` wrote it; nil when it has none.
    static func environment(_ name: String, in text: String) -> String? {
        let prefix = "Environment=\"" + name + "="
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(prefix) && $0.hasSuffix("\"") })
        else { return nil }
        var value = "", escaped = false
        for character in line.dropFirst(prefix.count).dropLast() {
            if escaped || character != "\\" {
                value.append(character)
                escaped = false
            } else {
                escaped = true
            }
        }
        return value.replacingOccurrences(of: "%%", with: "%")
    }

    private static func percent(_ text: String) -> String { text.replacingOccurrences(of: "%", with: "%%") }
}

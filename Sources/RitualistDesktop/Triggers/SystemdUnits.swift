import IntentKit
import RitualistIntents

/// The systemd user units of the time triggers: a `.timer` and a `.service` for each, named `ritual-ID`, each
/// starting with the marker line that says install wrote it.
package enum SystemdUnits {
    /// The first line of every unit install writes; a file without it is never touched.
    package static let marker = "# Written by 'ritual triggers install'; 'ritual triggers uninstall' removes it."

    /// `ritual-streakguard-1`.
    package static func name(_ entry: TriggerEntry) -> String { "ritual-" + entry.id }

    /// The two files of `entry`: name and text.
    package static func files(_ entry: TriggerEntry, command: TriggerCommand) -> [(name: String, text: String)] {
        let description = "Description=ritual: \(entry.intent) (\(entry.trigger.label))"
        let timer =
            [marker, "[Unit]", description, "", "[Timer]"]
            + entry.trigger.calendarExpressions.map { "OnCalendar=" + $0.text + (command.zone.map { " " + $0 } ?? "") }
            + ["Persistent=true", "", "[Install]", "WantedBy=timers.target"]
        var service = [marker, "[Unit]", description, "", "[Service]", "Type=oneshot"]
        for variable in command.variables {
            service.append("Environment=" + quoted(variable.name + "=" + variable.value))
        }
        service.append("ExecStart=" + command.arguments(entry).map(word).joined(separator: " "))
        return [
            (name(entry) + ".timer", timer.joined(separator: "\n") + "\n"),
            (name(entry) + ".service", service.joined(separator: "\n") + "\n"),
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

    private static func percent(_ text: String) -> String { text.replacingOccurrences(of: "%", with: "%%") }
}

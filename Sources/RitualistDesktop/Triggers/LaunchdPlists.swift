import IntentKit
import RitualistIntents

/// The launchd agents of the time triggers: a property list for each, `com.ritualist.ID.plist`, that runs the
/// trigger at each `StartCalendarInterval`. launchd has no calendar expressions, so a `calendar:` trigger is
/// refused with a hint.
package enum LaunchdPlists {
    /// The comment every plist install writes carries; a file without it is never touched.
    package static let marker = "<!-- Written by 'ritual triggers install'; 'ritual triggers uninstall' removes it. -->"

    /// `com.ritualist.streakguard-1`.
    package static func label(_ entry: TriggerEntry) -> String { "com.ritualist." + entry.id }

    /// The plist of `entry`: its file name and text.
    package static func file(_ entry: TriggerEntry, command: TriggerCommand) throws(TriggerError)
        -> (name: String, text: String)
    {
        if case .calendar(let expression) = entry.trigger.kind {
            throw .unsupported(
                id: entry.id, target: .launchd, reason: "launchd reads no calendar expressions ('\(expression.text)')")
        }
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">",
            marker, "<plist version=\"1.0\">", "<dict>", "  <key>Label</key>", "  " + string(label(entry)),
            "  <key>ProgramArguments</key>", "  <array>",
        ]
        lines += command.arguments(entry).map { "    " + string($0) } + ["  </array>"]
        if !command.variables.isEmpty {
            lines.append("  <key>EnvironmentVariables</key>")
            lines.append("  <dict>")
            for variable in command.variables {
                lines += ["    <key>\(variable.name)</key>", "    " + string(variable.value)]
            }
            lines.append("  </dict>")
        }
        lines += ["  <key>StartCalendarInterval</key>", "  <array>"]
        for interval in intervals(entry.trigger) {
            lines.append("    <dict>")
            for (key, value) in interval { lines.append("      <key>\(key)</key><integer>\(value)</integer>") }
            lines.append("    </dict>")
        }
        lines += ["  </array>", "</dict>", "</plist>"]
        return (label(entry) + ".plist", lines.joined(separator: "\n") + "\n")
    }

    /// One dictionary of `StartCalendarInterval` per time the trigger runs at (Weekday 0 is Sunday).
    static func intervals(_ trigger: Trigger) -> [[(String, Int)]] {
        trigger.calendarExpressions.flatMap { expression in
            let weekdays = expression.weekdays.sorted().map { $0 % 7 }
            return expression.hours.flatMap { hour in
                expression.minutes.flatMap { minute in
                    let time = [("Hour", hour), ("Minute", minute)]
                    return weekdays.isEmpty ? [time] : weekdays.map { [("Weekday", $0)] + time }
                }
            }
        }
    }

    private static func string(_ text: String) -> String { "<string>" + NotificationText.markup(text) + "</string>" }
}

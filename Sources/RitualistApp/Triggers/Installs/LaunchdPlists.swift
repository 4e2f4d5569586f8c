import IntentKit

/// The launchd agents of the time triggers: a property list for each, `com.ritualist.TAG.ID.plist` (TAG the home's,
/// see `HomeTag`, also on a comment line of its own), that runs the
/// trigger at each `StartCalendarInterval`. launchd has no calendar expressions, so a `calendar:` trigger is
/// refused with a hint.
package enum LaunchdPlists {
    /// The comment every plist install writes carries; a file without it is never touched.
    package static let marker = "<!-- Written by 'ritual triggers install'; 'ritual triggers uninstall' removes it. -->"

    /// How the comment naming a plist's home starts: `<!-- Home: 1f0a9c3e -->`.
    package static let homePrefix = "<!-- Home: "

    /// `com.ritualist.1f0a9c3e.streakguard-1`.
    package static func label(_ entry: TriggerEntry, tag: HomeTag) -> String { "com.ritualist.\(tag)." + entry.id }

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
            marker, homePrefix + "\(command.tag) -->", "<plist version=\"1.0\">", "<dict>", "  <key>Label</key>",
            "  " + string(label(entry, tag: command.tag)),
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
        return (label(entry, tag: command.tag) + ".plist", lines.joinedText(separator: "\n") + "\n")
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

    /// The value of `name` in a plist's `EnvironmentVariables`, as `file` wrote it; nil when it has none.
    static func environment(_ name: String, in text: String) -> String? {
        let lines = text.split(separator: "\n").map { $0.trimmingPrefix(while: \.isWhitespace) }
        guard let key = lines.firstIndex(of: "<key>\(name)</key>"), key + 1 < lines.count else { return nil }
        let value = lines[key + 1]
        guard value.hasPrefix("<string>"), value.hasSuffix("</string>") else { return nil }
        return value.dropFirst("<string>".count).dropLast("</string>".count)
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }

    private static func string(_ text: String) -> String { "<string>" + NotificationText.markup(text) + "</string>" }
}

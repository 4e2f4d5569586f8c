import IntentKit
import RitualistIntents

/// The time triggers as lines of the user's crontab, between two marker lines, for systems with neither systemd nor
/// launchd. cron runs each line with `sh`, so every word is quoted for it (and `%`, a line break to cron, escaped).
package enum CronBlock {
    static let block = MarkedBlock(
        begin: "# >>> ritual triggers >>>", end: "# <<< ritual triggers <<<", notePrefix: "# ritual triggers: install ")

    /// The lines of `entries`, a comment naming each trigger before its own.
    package static func lines(_ entries: [TriggerEntry], command: TriggerCommand) throws(TriggerError) -> [String] {
        var lines: [String] = []
        for entry in entries {
            let words =
                command.variables.map { $0.name + "=" + shell($0.value) } + command.arguments(entry).map(shell)
            lines.append("# \(entry.id): \(entry.intent) (\(entry.trigger.label))")
            for expression in entry.trigger.calendarExpressions {
                lines.append(try schedule(expression, id: entry.id) + " " + words.joined(separator: " "))
            }
        }
        return lines
    }

    /// The five time fields of `expression`; one cron cannot say (seconds, years, both a day and a weekday) is
    /// refused.
    static func schedule(_ expression: CalendarExpression, id: String) throws(TriggerError) -> String {
        guard expression.seconds == [0], expression.years == nil,
            expression.days == nil || expression.weekdays.isEmpty
        else {
            throw .unsupported(
                id: id, target: .cron,
                reason: "cron cannot say '\(expression.text)' (seconds, years, or a day and a weekday)")
        }
        func list(_ values: [Int]?) -> String { values.map { $0.map(String.init).joined(separator: ",") } ?? "*" }
        let weekdays = expression.weekdays.isEmpty ? "*" : list(expression.weekdays.sorted().map { $0 % 7 })
        return [
            list(expression.minutes.count == 60 ? nil : expression.minutes),
            list(expression.hours.count == 24 ? nil : expression.hours), list(expression.days),
            list(expression.months), weekdays,
        ].joined(separator: " ")
    }

    /// The ids of the triggers in the block of `text`.
    static func ids(in text: String) -> [String] {
        var inside = false, ids: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == block.begin {
                inside = true
            } else if line == block.end {
                inside = false
            } else if inside, line.hasPrefix("# "), let colon = line.firstIndex(of: ":"),
                !line.hasPrefix(block.notePrefix)
            {
                ids.append(String(line[line.index(line.startIndex, offsetBy: 2)..<colon]))
            }
        }
        return ids
    }

    private static func shell(_ word: String) -> String {
        HotkeyQuoting.shell(word).replacingOccurrences(of: "%", with: "\\%")
    }
}

import IntentKit

/// The time triggers as lines of the user's crontab, between two marker lines that carry the home's tag (see
/// `HomeTag`), for systems with neither systemd nor launchd: each home has a block of its own. cron runs each line
/// with `sh`, so every word is quoted for it (and `%`, a line break to cron, escaped).
package enum CronBlock {
    /// The block of the home tagged `tag`: `# >>> ritual triggers 1f0a9c3e >>>`.
    static func block(_ tag: HomeTag) -> MarkedBlock {
        MarkedBlock(
            begin: "# >>> ritual triggers \(tag) >>>", end: "# <<< ritual triggers \(tag) <<<",
            notePrefix: "# ritual triggers: install ")
    }

    /// The block of the shape written before blocks carried a tag, which the home its lines name replaces.
    static let untagged = MarkedBlock(
        begin: "# >>> ritual triggers >>>", end: "# <<< ritual triggers <<<", notePrefix: "# ritual triggers: install ")

    /// A block found in a crontab: the tag of its home (nil for the untagged shape), the ids of its triggers, and
    /// the home its lines run with (`RITUALIST_HOME=…`; nil for the default home).
    struct Found {
        let tag: HomeTag?
        let ids: [String]
        let home: String?
    }

    /// The lines of `entries`, a comment naming each trigger before its own.
    package static func lines(_ entries: [TriggerEntry], command: TriggerCommand) throws(TriggerError) -> [String] {
        var lines: [String] = []
        for entry in entries {
            let words =
                command.variables.map { $0.name + "=" + shell($0.value) } + command.arguments(entry).map(shell)
            lines.append("# \(entry.id): \(entry.intent) (\(entry.trigger.label))")
            for expression in entry.trigger.calendarExpressions {
                lines.append(try schedule(expression, id: entry.id) + " " + words.joinedText(separator: " "))
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
        func list(_ values: [Int]?) -> String { values.map { $0.map(String.init).joinedText(separator: ",") } ?? "*" }
        let weekdays = expression.weekdays.isEmpty ? "*" : list(expression.weekdays.sorted().map { $0 % 7 })
        return [
            list(expression.minutes.count == 60 ? nil : expression.minutes),
            list(expression.hours.count == 24 ? nil : expression.hours), list(expression.days),
            list(expression.months), weekdays,
        ].joinedText(separator: " ")
    }

    /// Every block of `text`, of any home, in order.
    static func blocks(in text: String) -> [Found] {
        var found: [Found] = [], open: (tag: HomeTag?, ids: [String], home: String?)?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = line.hasSuffix("\r") ? line.dropLast() : line
            if line == untagged.begin {
                open = (nil, [], nil)
            } else if line.hasPrefix("# >>> ritual triggers "), line.hasSuffix(" >>>"),
                let tag = HomeTag(text: line.dropFirst("# >>> ritual triggers ".count).dropLast(" >>>".count))
            {
                open = (tag, [], nil)
            } else if line.hasPrefix("# <<< ritual triggers "), let block = open {
                found.append(Found(tag: block.tag, ids: block.ids, home: block.home))
                open = nil
            } else if open != nil, line.hasPrefix("# "), !line.hasPrefix("# ritual triggers: "),
                let colon = line.firstIndex(of: ":")
            {
                open?.ids.append(String(line[line.index(line.startIndex, offsetBy: 2)..<colon]))
            } else if open != nil, open?.home == nil, let range = line.range(of: " RITUALIST_HOME=") {
                open?.home = unquoted(line[range.upperBound...])
            }
        }
        return found
    }

    /// The first word of `text` as `sh` reads it: single quotes, backslashes (cron's `\%` too), up to a blank.
    private static func unquoted(_ text: Substring) -> String {
        var word = "", quoted = false, escaped = false
        // cron gives `sh` a `%` for each `\%`.
        for character in text.replacingOccurrences(of: "\\%", with: "%") {
            if quoted {
                if character == "'" { quoted = false } else { word.append(character) }
            } else if escaped {
                word.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "'" {
                quoted = true
            } else if character == " " {
                break
            } else {
                word.append(character)
            }
        }
        return word
    }

    private static func shell(_ word: String) -> String {
        HotkeyQuoting.shell(word).replacingOccurrences(of: "%", with: "\\%")
    }
}

import Yams

extension DeclarationParser {
    static let triggerKinds = ["at", "every", "calendar", "event"]
    static let triggerKeys = triggerKinds + ["days", "from", "until", "with"]

    /// `on:` — the triggers that start the intent by itself, each checked where it stands.
    func readTriggers(_ node: Node, parameters: [ParameterDeclaration], _ reader: inout NodeReader) -> [Trigger] {
        guard let items = reader.sequence(node, key: "on") else { return [] }
        if items.isEmpty { reader.error(at: node, "'on' must list at least one trigger") }
        let subjects = Set(vocabulary.events.values.compactMap { $0 }).sorted()
        return items.compactMap { item in
            guard let fields = reader.mapping(item, what: "a trigger", allowed: Self.triggerKeys + subjects) else {
                return nil
            }
            // A misspelt kind is reported as an unknown key, not once more as a missing one.
            let misspelt = Self.keys(of: item).count > fields.entries.count
            let kind = readTriggerKind(fields, in: item, reportingMissing: !misspelt, &reader)
            let arguments = fields["with"].map { readTriggerArguments($0, parameters: parameters, &reader) } ?? []
            checkTriggerArguments(arguments.map(\.0), parameters: parameters, at: item, &reader)
            guard let kind else { return nil }
            let subject = fields.entries.first { subjects.contains($0.key) }
            return Trigger(
                kind: kind, arguments: arguments, location: reader.document.location(of: item),
                subjectLocation: subject.map { reader.document.location(of: $0.value) })
        }
    }

    private func readTriggerKind(
        _ fields: NodeReader.Fields, in item: Node, reportingMissing: Bool, _ reader: inout NodeReader
    ) -> Trigger.Kind? {
        let kinds = fields.entries.filter { Self.triggerKinds.contains($0.key) }
        guard let first = kinds.first else {
            if reportingMissing {
                reader.error(at: item, "a trigger needs one of 'at', 'every', 'calendar' or 'event'")
            }
            return nil
        }
        if kinds.count > 1 {
            reader.error(at: kinds[1].keyNode, "a trigger has both '\(first.key)' and '\(kinds[1].key)'; keep one")
            return nil
        }
        checkApplicable(fields, kind: first.key, &reader)
        switch first.key {
        case "at": return readAt(first.value, days: fields["days"], &reader)
        case "every": return readEvery(first.value, from: fields["from"], until: fields["until"], &reader)
        case "calendar": return readCalendar(first.value, &reader)
        default: return readEvent(first.value, fields: fields, &reader)
        }
    }

    /// `days` belongs to `at`, `from` and `until` to `every`, a subject key to the event that takes it.
    private func checkApplicable(_ fields: NodeReader.Fields, kind: String, _ reader: inout NodeReader) {
        let owners = ["days": "at", "from": "every", "until": "every"]
        for entry in fields.entries {
            if let owner = owners[entry.key], owner != kind {
                reader.error(at: entry.keyNode, "'\(entry.key)' applies only to '\(owner)' triggers")
            } else if owners[entry.key] == nil, !Self.triggerKeys.contains(entry.key), kind != "event" {
                reader.error(at: entry.keyNode, "'\(entry.key)' applies only to event triggers")
            }
        }
    }

    private func readAt(_ node: Node, days: Node?, _ reader: inout NodeReader) -> Trigger.Kind? {
        let time = readTime(node, key: "at", &reader)
        var weekdays: [TriggerWeekday] = []
        if let days, let items = reader.sequence(days, key: "days") {
            if items.isEmpty { reader.error(at: days, "'days' must list at least one weekday") }
            let names = TriggerWeekday.allCases.map(\.rawValue)
            for item in items {
                guard let text = reader.scalar(item, key: "days") else { continue }
                guard let day = TriggerWeekday(name: text) else {
                    reader.error(
                        at: item,
                        "unknown weekday '\(text.clipped())' in 'days' (expected one of: "
                            + names.joinedText(separator: ", ") + ")."
                            + Suggestion.hint(for: text.lowercased(), in: names))
                    continue
                }
                if !weekdays.contains(day) { weekdays.append(day) }
            }
        }
        return time.map { .at($0, days: weekdays.sorted()) }
    }

    private func readEvery(_ node: Node, from: Node?, until: Node?, _ reader: inout NodeReader) -> Trigger.Kind? {
        let minutes = reader.scalar(node, key: "every").flatMap { readInterval($0, at: node, &reader) }
        let start = from.map { readTime($0, key: "from", &reader) } ?? .midnight
        let end = until.map { readTime($0, key: "until", &reader) } ?? .lastMinute
        guard let minutes, let start, let end else { return nil }
        if end < start, let until {
            reader.error(at: until, "'until' (\(end)) is before 'from' (\(start))")
            return nil
        }
        return .every(minutes: minutes, from: start, until: end)
    }

    /// `30m`, `2h`, `90s` … in whole minutes, from one minute to a day.
    private func readInterval(_ text: String, at node: Node, _ reader: inout NodeReader) -> Int? {
        switch TriggerInterval.minutes(text) {
        case .success(let minutes): return minutes
        case .failure(let problem):
            reader.error(at: node, problem.message)
            return nil
        }
    }

    private func readTime(_ node: Node, key: String, _ reader: inout NodeReader) -> TimeOfDay? {
        guard let text = reader.scalar(node, key: key) else { return nil }
        guard let time = TimeOfDay(text) else {
            reader.error(at: node, "invalid time '\(text.clipped())' for '\(key)' (expected HH:MM, 00:00 to 23:59)")
            return nil
        }
        return time
    }

    private func readCalendar(_ node: Node, _ reader: inout NodeReader) -> Trigger.Kind? {
        guard let text = reader.scalar(node, key: "calendar") else { return nil }
        guard let expression = CalendarExpression(text) else {
            reader.error(
                at: node,
                "invalid calendar expression '\(text.clipped())' (expected [WEEKDAYS] [YYYY-MM-DD] HH:MM[:SS] as "
                    + "systemd reads it, such as 'Sun *-*-* 20:00')")
            return nil
        }
        return .calendar(expression)
    }

    private func readEvent(_ node: Node, fields: NodeReader.Fields, _ reader: inout NodeReader) -> Trigger.Kind? {
        guard let name = reader.scalar(node, key: "event") else { return nil }
        guard let subjectKey = vocabulary.events[name] else {
            let known = vocabulary.events.keys.sorted()
            let list =
                known.isEmpty
                ? "no plugin registered any event" : "expected one of: " + known.joinedText(separator: ", ")
            reader.error(
                at: node, "unknown event '\(name.clipped())' (\(list))." + Suggestion.hint(for: name, in: known))
            return nil
        }
        var subject: String?
        for entry in fields.entries where !Self.triggerKeys.contains(entry.key) {
            guard entry.key == subjectKey else {
                reader.error(at: entry.keyNode, "event '\(name)' takes no '\(entry.key)'")
                continue
            }
            subject = reader.scalar(entry.value, key: entry.key)
        }
        return .event(name, subject: subject)
    }

    private func readTriggerArguments(_ node: Node, parameters: [ParameterDeclaration], _ reader: inout NodeReader)
        -> [(String, String)]
    {
        var arguments: [(String, String)] = []
        for entry in reader.mapping(node, what: "'with'", allowed: nil)?.entries ?? [] {
            guard let value = reader.scalar(entry.value, key: entry.key) else { continue }
            if !parameters.contains(where: { $0.name == entry.key }) {
                let names = parameters.map(\.name)
                reader.error(
                    at: entry.keyNode,
                    "trigger gives unknown parameter '\(entry.key.clipped())' (the intent takes: "
                        + (names.isEmpty ? "none" : names.joinedText(separator: ", ")) + ")."
                        + Suggestion.hint(for: entry.key, in: names))
            }
            arguments.append((entry.key, value))
        }
        return arguments
    }

    /// A trigger runs without anyone to ask, so every required parameter without a default must be in its `with:`.
    private func checkTriggerArguments(
        _ given: [String], parameters: [ParameterDeclaration], at item: Node, _ reader: inout NodeReader
    ) {
        for parameter in parameters
        where parameter.isRequired && parameter.defaultValue == nil && !given.contains(parameter.name) {
            reader.error(
                at: item,
                "a trigger runs the intent without '\(parameter.name)', which it requires; add it under 'with'")
        }
    }
}

import Primitives

extension HabitDraft {
    static let maximumNameLength = 50
    static let maximumUnitLength = 20
    /// Large enough for any real daily amount (steps, millilitres), small enough that sums stay exact and finite.
    package static let maximumTarget = 1_000_000.0

    /// The one definition of a text's length, in Unicode code points: the store's CHECK counts the same way,
    /// so a name the domain accepts is never refused by the database.
    package static func length(_ text: String) -> Int { text.unicodeScalars.count }

    /// Whether `text` holds a control character (C0, DEL or C1), which could drive a terminal.
    package static func hasControlCharacter(_ text: String) -> Bool { HabitText.hasControlCharacter(text) }

    /// The draft cleaned up (name, emoji and unit trimmed; blank optional fields removed) once it
    /// passes every rule, or the first rule it breaks.
    ///
    /// - Parameters:
    ///   - existing: every habit already stored, for the unique-name rule.
    ///   - editing: the id of the habit this draft edits, which may keep its own name.
    public func validated(against existing: [Habit] = [], editing: Habit.ID? = nil) throws(HabitValidationError)
        -> HabitDraft
    {
        let draft = normalized()
        if let problem = draft.problems(against: existing, editing: editing).first { throw problem }
        return draft
    }

    /// Every rule the draft breaks, in a stable order, so a form can show them all at once.
    public func problems(against existing: [Habit] = [], editing: Habit.ID? = nil) -> [HabitValidationError] {
        let draft = normalized()
        var problems: [HabitValidationError] = []
        for (field, text) in [
            ("name", draft.name), ("emoji", draft.emoji), ("unit", draft.unit), ("category", draft.category),
        ]
        where text.map(Self.hasControlCharacter) == true {
            problems.append(.controlCharacter(field: field))
        }
        for (field, text) in [("name", draft.name), ("unit", draft.unit), ("category", draft.category)] {
            guard let text, !Self.hasControlCharacter(text), let refused = HabitText.firstRefused(in: text) else {
                continue
            }
            problems.append(.invisibleCharacter(field: field, text: text, character: refused))
        }
        if !(1...Self.maximumNameLength).contains(Self.length(draft.name)) {
            problems.append(.nameLength(Self.length(draft.name)))
        } else if let clash = existing.first(where: {
            $0.id != editing && $0.name.trimmed.lowercased() == draft.name.lowercased()
        }) {
            problems.append(.duplicateName(clash.name))
        }
        if let emoji = draft.emoji, !HabitEmoji.isValid(emoji) { problems.append(.invalidEmoji(emoji)) }
        problems += draft.measurementProblems()
        do { try draft.schedule.validate() } catch { problems.append(.invalidSchedule(error)) }
        if let end = draft.endDate, end < draft.startDate {
            problems.append(.endBeforeStart(start: draft.startDate, end: end))
        }
        return problems
    }

    private func measurementProblems() -> [HabitValidationError] {
        var problems: [HabitValidationError] = []
        switch kind {
        case .binary:
            if unit != nil { problems.append(.unitOnBinary) }
            if dailyTarget != nil { problems.append(.targetOnBinary) }
            if targetDirection == .atMost { problems.append(.atMostOnBinary) }
        case .numeric:
            if let unit, Self.length(unit) > Self.maximumUnitLength { problems.append(.unitLength(Self.length(unit))) }
            if let target = dailyTarget {
                if !(target.isFinite && target > 0 && target <= Self.maximumTarget) {
                    problems.append(.invalidTarget(target))
                }
            } else {
                problems.append(.missingTarget)
            }
        }
        return problems
    }

    private func normalized() -> HabitDraft {
        var draft = self
        draft.name = name.trimmed
        draft.emoji = emoji.map { $0.trimmed }.flatMap { $0.isEmpty ? nil : $0 }
        draft.unit = unit.map { $0.trimmed }.flatMap { $0.isEmpty ? nil : $0 }
        draft.category = category.map { $0.trimmed }.flatMap { $0.isEmpty ? nil : $0 }
        return draft
    }
}

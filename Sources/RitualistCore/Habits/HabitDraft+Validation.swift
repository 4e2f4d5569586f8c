import Primitives

extension HabitDraft {
    static let maximumNameLength = 50
    static let maximumUnitLength = 20

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
        if !(1...Self.maximumNameLength).contains(draft.name.count) {
            problems.append(.nameLength(draft.name.count))
        } else if let clash = existing.first(where: {
            $0.id != editing && $0.name.trimmed.lowercased() == draft.name.lowercased()
        }) {
            problems.append(.duplicateName(clash.name))
        }
        if let emoji = draft.emoji, emoji.count != 1 { problems.append(.emojiNotSingle(emoji)) }
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
        case .numeric:
            if let unit, unit.count > Self.maximumUnitLength { problems.append(.unitLength(unit.count)) }
            if let target = dailyTarget {
                if !(target.isFinite && target > 0) { problems.append(.invalidTarget(target)) }
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

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Change-log entries in words: `Completed Read for 2026-11-24`.
///
/// Habits are named as they are now, or, once removed, as the log last recorded them.
public struct ChangeWords: Sendable {
    private var habits: [UUID: Habit] = [:]
    private var entries: [UUID: ChangeEntry] = [:]

    /// Words for `entries`, naming the habits of `habits` and those the entries record.
    public init(habits: [Habit], entries: [ChangeEntry]) {
        for entry in entries {
            self.entries[entry.id] = entry
            if let habit = entry.data.habit?.habit, self.habits[habit.id] == nil { self.habits[habit.id] = habit }
        }
        for habit in habits { self.habits[habit.id] = habit }
    }

    /// The habit an entry names, as known.
    public func habit(_ id: UUID?) -> Habit? { id.flatMap { habits[$0] } }

    /// The name of the habit an entry names: `every habit` for none, its id when unknown.
    public func name(_ id: UUID?) -> String {
        guard let id else { return "every habit" }
        return habits[id]?.name ?? id.text
    }

    /// One entry as a sentence without a full stop.
    public func text(_ entry: ChangeEntry) -> String {
        let name = name(entry.habitID)
        switch entry.kind {
        case .habitAdded: return "Added \(name)"
        case .habitEdited:
            let fields = (entry.data.fields ?? [:]).sorted { $0.key < $1.key }
                .map { "\($0.key) \($0.value.old) → \($0.value.new)" }
            return "Edited \(name): " + fields.joinedText(separator: ", ")
        case .habitArchived: return "Archived \(name)"
        case .habitUnarchived: return "Unarchived \(name)"
        case .habitRemoved: return "Removed \(name)"
        case .logAdded: return logText(entry, added: true)
        case .logRemoved: return logText(entry, added: false)
        case .restDayAdded: return "Rest day for \(name) on \(entry.data.restDay?.day.iso ?? "?")"
        case .restDayRemoved: return "No rest day for \(name) on \(entry.data.restDay?.day.iso ?? "?") any more"
        case .undo:
            let reversed = entry.reverses.compactMap { entries[$0] }
            guard reversed.count == entry.reverses.count, !reversed.isEmpty else {
                return "Undid \(entry.reverses.count) change" + (entry.reverses.count == 1 ? "" : "s")
            }
            return "Undid: " + text(reversing: reversed)
        case .historyImported: return "Imported: " + importedText(entry)
        case .settingsChanged:
            let values = (entry.data.settings ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key) to \($0.value)" }
            return "Set " + values.joinedText(separator: ", ")
        }
    }

    /// What reversing an operation undoes, lowercased to follow `Reversed: `: `completed Read for 2026-11-24`.
    public func text(reversing operation: [ChangeEntry]) -> String {
        if let last = operation.last, last.kind == .habitRemoved { return lowercasedFirst(text(last)) }
        if let last = operation.last, last.kind == .logAdded, operation.count > 1,
            operation.dropLast().allSatisfy({ $0.kind == .logRemoved }), let log = last.data.log
        {
            let habit = habit(last.habitID)
            return "set \(name(last.habitID)) to \(ValueFormat.text(log.value, unit: habit?.unit)) for \(log.day.iso)"
        }
        return operation.map { lowercasedFirst(text($0)) }.joinedText(separator: ", ")
    }

    private func logText(_ entry: ChangeEntry, added: Bool) -> String {
        let name = name(entry.habitID)
        guard let log = entry.data.log else { return (added ? "Logged " : "Removed a log of ") + name }
        let habit = habit(entry.habitID)
        if habit?.kind == .numeric {
            let amount = ValueFormat.text(log.value, unit: habit?.unit)
            return (added ? "Logged \(amount) of \(name)" : "Removed \(amount) of \(name)") + " for \(log.day.iso)"
        }
        return (added ? "Completed \(name)" : "Cleared the completion of \(name)") + " for \(log.day.iso)"
    }

    /// The phrase of what was imported, lowercased: `completed Read for 2026-11-24`, `the habit Read`.
    private func importedText(_ entry: ChangeEntry) -> String {
        if entry.data.log != nil { return lowercasedFirst(logText(entry, added: true)) }
        if let rest = entry.data.restDay { return "rest day for \(name(entry.habitID)) on \(rest.day.iso)" }
        return "the habit " + name(entry.habitID)
    }

    /// Every sentence of an entry starts with a verb, whose first letter this lowers.
    private func lowercasedFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }
}

import Foundation
import Primitives
import RitualistCore

/// Turns the habits read from a Loop backup or CSV export into an ``ImportedHistory``, with a note for everything
/// that lands approximately or not at all.
///
/// Habits keep Loop's order (`position`); archived ones arrive archived; a habit starts on its first entry of any
/// kind (or on `emptyHabitStart` without one). Colours and questions have no place in Ritualist and are left out
/// (colours with one note, questions as the README documents); descriptions and reminders are named in notes so
/// the user can carry them over by hand.
enum LoopHistoryBuilder {
    static func history(_ records: [LoopHabitRecord], source: ImportSource, emptyHabitStart: Day) -> ImportedHistory {
        var history = ImportedHistory(source: source)
        var names = ForeignNames()
        let ordered = records.enumerated().sorted {
            ($0.element.position, $0.offset) < ($1.element.position, $1.offset)
        }
        for (order, record) in ordered.map(\.element).enumerated() {
            let claimed = names.claim(record.name)
            history.notes += claimed.notes
            var habit = Habit(
                name: claimed.name, startDate: emptyHabitStart, displayOrder: order,
                createdAt: midnight(emptyHabitStart))
            habit.isActive = !record.archived
            history.notes += shape(&habit, from: record).map { .init(.approximated, habit: record.name, reason: $0) }
            history.notes += ForeignFields.settle(&habit, name: record.name)
            let (logs, restDays, notes) = entries(of: record, for: &habit)
            history.habits.append(ImportedHabit(habit: habit, logs: logs))
            history.restDays += restDays
            history.notes += notes
        }
        if !records.isEmpty {
            history.notes.append(.init(.notImported, habit: nil, reason: "habit colours: Ritualist has no colours"))
        }
        return history
    }

    /// Sets the habit's kind, unit, target and schedule; returns the approximations.
    private static func shape(_ habit: inout Habit, from record: LoopHabitRecord) -> [String] {
        let times = max(1, record.frequencyNumerator)
        let days = max(1, record.frequencyDenominator)
        guard record.isNumeric else {
            let mapped = LoopFrequencyMapping.schedule(times: times, inDays: days)
            habit.schedule = mapped.schedule
            return mapped.approximation.map { [$0] } ?? []
        }
        var notes: [String] = []
        habit.kind = .numeric
        var unit = record.unit.trimmed
        if unit.unicodeScalars.count > 20 {
            unit = String(String.UnicodeScalarView(unit.unicodeScalars.prefix(20))).trimmed
            notes.append("the unit was cut to 20 characters: '\(ReportText.shown(unit))'")
        }
        habit.unit = unit.isEmpty ? nil : unit
        let target = LoopFrequencyMapping.dailyTarget(
            record.targetValue, perDays: days, atMost: record.targetIsAtMost,
            unit: ForeignFields.withoutControlCharacters(unit))
        habit.dailyTarget = target.target
        habit.targetDirection = record.targetIsAtMost ? .atMost : .atLeast
        return notes + (target.approximation.map { [$0] } ?? [])
    }

    /// The habit's logs and rest days, its start day, and the notes about entries left out.
    private static func entries(of record: LoopHabitRecord, for habit: inout Habit)
        -> ([HabitLog], [RestDay], [ImportNote])
    {
        var logs: [HabitLog] = []
        var restDays: [RestDay] = []
        var seen: Set<Day> = []
        var derived = 0
        var invalid = 0
        var withNotes = 0
        for entry in record.entries where seen.insert(entry.day).inserted {
            if !entry.note.trimmed.isEmpty { withNotes += 1 }
            switch LoopEntryValue(raw: entry.value, numeric: record.isNumeric) {
            case .completion(let value):
                logs.append(
                    HabitLog(habitID: habit.id, day: entry.day, value: value, loggedAt: Self.midnight(entry.day)))
            case .rest: restDays.append(RestDay(habitID: habit.id, day: entry.day))
            case .derived: derived += 1
            case .nothing: break
            case .invalid: invalid += 1
            }
        }
        if let first = seen.min() {
            habit.startDate = first
            habit.createdAt = midnight(first)
        }
        var notes: [ImportNote] = []
        func note(_ kind: ImportNote.Kind, _ reason: String) {
            notes.append(.init(kind, habit: record.name, reason: reason))
        }
        if derived > 0 {
            note(
                .notImported,
                "\(Plural.count(derived, "automatic check")) (YES_AUTO): Loop derives them from the frequency, they are not days done"
            )
        }
        invalid += record.unreadable
        if invalid > 0 {
            note(
                .notImported,
                "\(Plural.count(invalid, "entry", plural: "entries")) with a date or value Loop does not write")
        }
        if withNotes > 0 {
            note(.notImported, "\(Plural.count(withNotes, "entry note")): Ritualist keeps no notes on days")
        }
        if !record.description.trimmed.isEmpty {
            note(.notImported, "its description: '\(ReportText.shown(record.description.trimmed))'")
        }
        if let reminder = record.reminder { note(.notImported, "its reminder at \(reminder)") }
        return (logs, restDays, notes)
    }

    /// The day's first instant in UTC, the time an imported log or habit is dated (Loop keeps days, not times).
    static func midnight(_ day: Day) -> Date {
        Date(timeIntervalSince1970: Double(day.ordinal) * 86_400)
    }
}

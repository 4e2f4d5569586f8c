import Primitives
import RitualistCore

/// Turns harsh's habits and log into an ``ImportedHistory``, with a note for what lands approximately or not at all.
enum HarshHistoryBuilder {
    static func history(_ habits: [HarshHabitsFile.Habit], log: [HarshLogFile.Entry], emptyHabitStart: Day)
        -> ImportedHistory
    {
        var history = ImportedHistory(source: .harsh)
        var names = ForeignNames()
        var byName: [String: Int] = [:]
        for (order, source) in habits.enumerated() {
            let claimed = names.claim(source.name)
            history.notes += claimed.notes
            var habit = Habit(
                name: claimed.name, startDate: emptyHabitStart, endDate: source.endDate, displayOrder: order)
            habit.category = source.heading.flatMap { $0.isEmpty ? nil : $0 }
            history.notes += ForeignFields.settle(&habit, name: source.name)
            let mapped = HarshFrequencyMapping.schedule(target: source.target, interval: source.interval)
            habit.schedule = mapped.schedule
            if let approximation = mapped.approximation {
                history.notes.append(.init(.approximated, habit: source.name, reason: approximation))
            }
            if byName[source.name] == nil { byName[source.name] = history.habits.count }
            history.habits.append(ImportedHabit(habit: habit))
        }
        var unknown: [String: Int] = [:]
        var unknownOrder: [String] = []
        for entry in log {
            guard let index = byName[entry.habit] else {
                if unknown[entry.habit] == nil { unknownOrder.append(entry.habit) }
                unknown[entry.habit, default: 0] += 1
                continue
            }
            add(entry, to: &history, at: index)
        }
        let grouped = Dictionary(grouping: log, by: \.habit)
        for index in history.habits.indices {
            let own = byName[habits[index].name] == index ? grouped[habits[index].name] ?? [] : []
            history.notes += finish(&history.habits[index], own: own, name: habits[index].name)
        }
        history.notes += unknownOrder.map { name in
            .init(
                .notImported, habit: name,
                reason: "\(Plural.count(unknown[name] ?? 0, "log line")) of a habit the habits file does not list")
        }
        return history
    }

    private static func add(_ entry: HarshLogFile.Entry, to history: inout ImportedHistory, at index: Int) {
        let id = history.habits[index].habit.id
        switch entry.result {
        case "y":
            history.habits[index].logs.append(
                HabitLog(habitID: id, day: entry.day, loggedAt: LoopHistoryBuilder.midnight(entry.day)))
        case "s": history.restDays.append(RestDay(habitID: id, day: entry.day))
        default: break
        }
    }

    /// Sets the habit's start on its first log line and names the amounts and comments left out.
    private static func finish(_ imported: inout ImportedHabit, own: [HarshLogFile.Entry], name: String) -> [ImportNote]
    {
        if let first = own.map(\.day).min() {
            imported.habit.startDate = first
        }
        if let end = imported.habit.endDate, end < imported.habit.startDate { imported.habit.startDate = end }
        imported.habit.createdAt = LoopHistoryBuilder.midnight(imported.habit.startDate)
        var notes: [ImportNote] = []
        let amounts = own.filter { $0.amount != 0 }
        if !amounts.isEmpty {
            let total = LoopFrequencyMapping.amount(amounts.reduce(0) { $0 + $1.amount })
            notes.append(
                .init(
                    .notImported, habit: name,
                    reason: "amounts on \(Plural.count(amounts.count, "day")) (total \(total)): a harsh habit "
                        + "is done or not, and Ritualist's yes/no habits keep no amounts"))
        }
        let comments = own.filter { !$0.comment.trimmed.isEmpty }.count
        if comments > 0 {
            notes.append(
                .init(
                    .notImported, habit: name,
                    reason: "\(Plural.count(comments, "comment")): Ritualist keeps no notes on days"))
        }
        return notes
    }
}

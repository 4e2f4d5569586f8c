import Foundation
import Primitives
import RitualistCore

/// Puts an imported history into a store in one transaction, through the store's own write methods: a failure
/// anywhere writes nothing, and a dry run does all the work and then writes nothing.
///
/// Into an empty store by default; a store that holds a history is refused unless merging. A merge adds only what
/// the store lacks (a Ritualist export matched by id; other formats by habit name, and by day for logs), so the same
/// file imported twice changes nothing.
package struct HistoryImporter {
    /// The store written to.
    package let store: any HabitStore

    /// An importer into `store`.
    package init(store: any HabitStore) {
        self.store = store
    }

    /// Stops a dry run's group, so that nothing of it is committed.
    private struct DryRun: Error {
        var report: ImportReport
    }

    /// Imports `history`, merging into a store that holds one when `merge`, writing nothing when `dryRun`.
    package func run(_ history: ImportedHistory, merge: Bool, dryRun: Bool) throws -> ImportReport {
        do {
            return try store.grouped { store in
                var writer = ImportWriter(store: store, history: history, dryRun: dryRun)
                let report = try writer.write(merge: merge)
                if dryRun { throw DryRun(report: report) }
                return report
            }
        } catch let stop as DryRun {
            return stop.report
        }
    }
}

/// One import's writes, inside the importer's transaction.
struct ImportWriter {
    let store: any HabitStore
    let history: ImportedHistory
    var report: ImportReport
    /// The store's id of each habit of the file.
    private var ids: [UUID: UUID] = [:]
    /// The habits and logs whose adding the file's change log records: they get no `history.imported` entry.
    private let recorded: (habits: Set<UUID>, logs: Set<UUID>)
    /// The logs the store holds by id, read once a merge by id first meets a log the store has.
    private var storedLogs: [UUID: HabitLog]?

    init(store: any HabitStore, history: ImportedHistory, dryRun: Bool) {
        self.store = store
        self.history = history
        report = ImportReport(source: history.source, dryRun: dryRun)
        report.notes = history.notes
        var habits = Set<UUID>(), logs = Set<UUID>()
        for entry in history.changes where [.habitAdded, .historyImported, .logAdded].contains(entry.kind) {
            if let habit = entry.data.habit.flatMap({ UUID(text: $0.id) }) { habits.insert(habit) }
            if let log = entry.data.log.flatMap({ UUID(text: $0.id) }) { logs.insert(log) }
        }
        recorded = (habits, logs)
    }

    mutating func write(merge: Bool) throws -> ImportReport {
        let existing = try store.habits(includeArchived: true)
        let hasHistory = try !existing.isEmpty || !store.restDays().isEmpty
        if hasHistory, !merge { throw ImportError.storeHasHistory(habits: existing.count) }
        var nextOrder = hasHistory ? (existing.map(\.displayOrder).max() ?? -1) + 1 : nil
        // The file's change log first, so the entries this import records follow the history they continue.
        let changesAdded = try store.importChanges(history.changes)
        report.changesImported = changesAdded
        report.changesSkipped = history.changes.count - changesAdded
        for imported in history.habits {
            let match =
                history.source.mergesByID
                ? existing.first { $0.id == imported.habit.id }
                : existing.first { $0.name.lowercased() == imported.habit.name.lowercased() }
            if let match {
                report.habitsSkipped += 1
                ids[imported.habit.id] = match.id
                try addLogs(imported.logs, to: match)
                try moveStartBack(of: match, toEarliestOf: imported.logs)
            } else {
                var habit = imported.habit
                if let order = nextOrder {
                    habit.displayOrder = order
                    nextOrder = order + 1
                }
                let added = try store.importHabit(habit, recording: !recorded.habits.contains(habit.id))
                report.habitsImported += 1
                ids[habit.id] = added.id
                try addLogs(imported.logs, to: added)
            }
        }
        try addRestDays()
        return report
    }

    /// Adds the logs the store lacks: by id for a Ritualist export, else only on days the habit has no log yet.
    private mutating func addLogs(_ logs: [HabitLog], to habit: Habit) throws {
        var loggedDays = Set<Day>()
        if !history.source.mergesByID { loggedDays = Set(try store.logEntries(for: [habit]).map(\.day)) }
        var completedDays = Set<Day>()
        for var log in logs {
            log.habitID = habit.id
            // A binary habit is done once a day: a second completion in the file is the same fact again.
            let repeated = habit.kind == .binary && log.value > 0 && !completedDays.insert(log.day).inserted
            if loggedDays.contains(log.day) || repeated {
                report.logsSkipped += 1
                continue
            }
            let added = try store.importLog(log, recording: !recorded.logs.contains(log.id))
            if added {
                report.logsImported += 1
            } else if history.source.mergesByID, let stored = try storedLog(log.id), !Self.same(stored, log) {
                report.logConflicts += 1
                report.notes.append(
                    ImportNote(.conflict, habit: habit.name, reason: ImportReport.Words.logConflict(log, stored)))
            } else {
                report.logsSkipped += 1
            }
        }
    }

    /// Moves the start of `habit` back to the day of the earliest of `logs` when that is before it: no view shows a
    /// log before the habit's start, and a merge must not keep history that no view shows.
    private mutating func moveStartBack(of habit: Habit, toEarliestOf logs: [HabitLog]) throws {
        guard let earliest = logs.map(\.day).min(), earliest < habit.startDate else { return }
        _ = try store.updateHabit(id: habit.id) { $0.startDate = earliest }
        report.startsMoved.append(ImportReport.MovedStart(habit: habit.name, from: habit.startDate, to: earliest))
    }

    /// The store's log with `id`, nil when it has none.
    private mutating func storedLog(_ id: UUID) throws -> HabitLog? {
        if storedLogs == nil {
            let all = try store.logs(habitID: nil, from: HistorySnapshot.firstDay, through: HistorySnapshot.lastDay)
            storedLogs = Dictionary(all.map { ($0.id, $0) }) { first, _ in first }
        }
        return storedLogs?[id]
    }

    /// Whether two logs with one id say the same, to the millisecond an export keeps.
    private static func same(_ stored: HabitLog, _ log: HabitLog) -> Bool {
        stored.habitID == log.habitID && stored.day == log.day && stored.value == log.value
            && stored.timeZone == log.timeZone && Timestamp.text(stored.loggedAt) == Timestamp.text(log.loggedAt)
    }

    private mutating func addRestDays() throws {
        for rest in history.restDays {
            var rest = rest
            if let habit = rest.habitID {
                guard let id = ids[habit] else {
                    report.notes.append(
                        ImportNote(.notImported, habit: nil, reason: "a rest day on \(rest.day.iso) names no habit"))
                    continue
                }
                rest.habitID = id
            }
            if try store.addRestDay(rest) { report.restDaysImported += 1 } else { report.restDaysSkipped += 1 }
        }
    }
}

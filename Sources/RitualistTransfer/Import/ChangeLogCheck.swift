import Foundation
import RitualistCore

/// Checks that the change log a file carries describes the history the file holds, before an import puts it back.
///
/// The entries are put back by id without being applied (the history arrives as records), so a log that says
/// something else (an undo of an addition with the habit still in the file, a removal of a log the file holds, an
/// undo naming an entry the file lacks) would leave this store's log and state apart, and every machine that pulls
/// the log apart from this one for good. So the log is replayed, oldest first, into the habits, logs and rest days
/// it leaves in effect, and those must be the file's: each habit the log names present or not as in the file, and
/// archived or not as in the file; each log and rest day it names likewise. Records the log never names are
/// history from before it began, which the import records as imported.
struct ChangeLogCheck {
    /// An entry whose effect is not the file's history, named by its id.
    struct Problem: Error, Equatable {
        var id: UUID
        var reason: String
    }

    private var habits: [UUID: Bool] = [:]
    private var logs: [UUID: HabitLog] = [:]
    private var rests: [RestDay: Bool] = [:]
    /// The entry that last changed each habit, log and rest day, for naming the one that disagrees.
    private var lastHabitEntry: [UUID: UUID] = [:]
    private var lastLogEntry: [UUID: UUID] = [:]
    private var lastRestEntry: [RestDay: UUID] = [:]
    private var presentLogs: Set<UUID> = []
    /// The logs and rest days a removal took with each habit, which an undo of the removal brings back.
    private var held: [UUID: (logs: [UUID], rests: [RestDay])] = [:]

    /// Throws the first entry of `history.changes` whose effect is not the history the file holds.
    static func check(_ history: ImportedHistory) throws(Problem) {
        guard !history.changes.isEmpty else { return }
        var check = ChangeLogCheck()
        try check.replay(history.changes)
        try check.compare(with: history)
    }

    private mutating func replay(_ entries: [ChangeEntry]) throws(Problem) {
        var byID: [UUID: ChangeEntry] = [:]
        for entry in entries {
            if entry.kind == .undo {
                var reversed: [ChangeEntry] = []
                for id in entry.reverses {
                    guard let earlier = byID[id] else {
                        throw Problem(
                            id: entry.id,
                            reason:
                                "it reverses the entry \(id.text), which comes before it in no change log of the file")
                    }
                    reversed.append(earlier)
                }
                let writes: [StateWrite]
                do { writes = try ChangeReversal.writes(reversing: reversed) } catch {
                    throw Problem(id: entry.id, reason: "it reverses what cannot be reversed: \(error)")
                }
                for write in writes { apply(write, by: entry.id) }
            } else {
                try applyForward(entry)
            }
            byID[entry.id] = entry
        }
    }

    private mutating func applyForward(_ entry: ChangeEntry) throws(Problem) {
        let data = entry.data
        func missing(_ part: String) -> Problem {
            Problem(id: entry.id, reason: "a '\(entry.kind.rawValue)' entry without its \(part)")
        }
        switch entry.kind {
        case .habitAdded:
            guard let habit = data.habit?.habit else { throw missing("habit") }
            apply(.insertHabit(habit), by: entry.id)
        case .historyImported:
            if let habit = data.habit?.habit { apply(.insertHabit(habit), by: entry.id) }
            if let log = data.log?.log { apply(.insertLog(log), by: entry.id) }
            if let rest = data.restDay?.restDay { apply(.insertRestDay(rest), by: entry.id) }
        case .habitRemoved:
            guard let id = entry.habitID ?? data.habit?.habit?.id else { throw missing("habit") }
            apply(.deleteHabit(id), by: entry.id)
        case .habitArchived, .habitUnarchived:
            guard let id = entry.habitID else { throw missing("habit") }
            apply(.setActive(id, entry.kind == .habitUnarchived), by: entry.id)
        case .logAdded:
            guard let log = data.log?.log else { throw missing("log") }
            apply(.insertLog(log), by: entry.id)
        case .logRemoved:
            guard let log = data.log?.log else { throw missing("log") }
            apply(.deleteLog(log.id), by: entry.id)
        case .restDayAdded:
            guard let rest = data.restDay?.restDay else { throw missing("rest day") }
            apply(.insertRestDay(rest), by: entry.id)
        case .restDayRemoved:
            guard let rest = data.restDay?.restDay else { throw missing("rest day") }
            apply(.deleteRestDay(rest), by: entry.id)
        case .habitEdited, .settingsChanged, .undo:
            // An edit changes fields, which sync settles by the last writer of each; presence is what must agree.
            if let id = entry.habitID, habits[id] != nil { lastHabitEntry[id] = entry.id }
        }
    }

    /// The effect of one write on what is in effect: `habits` holds whether each is active, absent when removed.
    private mutating func apply(_ write: StateWrite, by entry: UUID) {
        switch write {
        case .insertHabit(let habit):
            habits[habit.id] = habit.isActive
            lastHabitEntry[habit.id] = entry
            if let back = held.removeValue(forKey: habit.id) {
                presentLogs.formUnion(back.logs)
                for rest in back.rests { rests[rest] = true }
            }
        case .deleteHabit(let id):
            habits[id] = nil
            lastHabitEntry[id] = entry
            // A removal takes the habit's logs and rest days with it, and holds them for an undo.
            let logIDs = logs.values.filter { $0.habitID == id && presentLogs.contains($0.id) }.map(\.id)
            let restDays = rests.filter { $0.key.habitID == id && $0.value }.map(\.key)
            presentLogs.subtract(logIDs)
            for rest in restDays { rests[rest] = false }
            held[id] = (logIDs, restDays)
        case .setActive(let id, let isActive):
            if habits[id] != nil { habits[id] = isActive }
            lastHabitEntry[id] = entry
        case .restoreFields(let id, _):
            lastHabitEntry[id] = entry
        case .insertLog(let log):
            logs[log.id] = log
            presentLogs.insert(log.id)
            lastLogEntry[log.id] = entry
        case .deleteLog(let id):
            presentLogs.remove(id)
            lastLogEntry[id] = entry
        case .insertRestDay(let rest):
            rests[rest] = true
            lastRestEntry[rest] = entry
        case .deleteRestDay(let rest):
            rests[rest] = false
            lastRestEntry[rest] = entry
        }
    }

    private func compare(with history: ImportedHistory) throws(Problem) {
        let fileHabits = Dictionary(history.habits.map { ($0.habit.id, $0.habit.isActive) }) { first, _ in first }
        for (id, entry) in lastHabitEntry.sorted(by: { $0.key.text < $1.key.text }) {
            switch (habits[id], fileHabits[id]) {
            case (nil, nil): continue
            case (nil, .some):
                throw Problem(id: entry, reason: "it leaves the habit \(id.text) removed, and the file holds it")
            case (.some, nil):
                throw Problem(
                    id: entry, reason: "it leaves the habit \(id.text) in place, and the file does not hold it")
            case (let active?, let inFile?) where active != inFile:
                let state = active ? "active" : "archived"
                throw Problem(
                    id: entry,
                    reason:
                        "it leaves the habit \(id.text) \(state), and the file holds it \(inFile ? "active" : "archived")"
                )
            default: continue
            }
        }
        let fileLogs = Set(history.habits.flatMap { $0.logs.map(\.id) })
        for (id, entry) in lastLogEntry.sorted(by: { $0.key.text < $1.key.text }) {
            let present = presentLogs.contains(id)
            guard present != fileLogs.contains(id) else { continue }
            // A log of a habit the log leaves removed goes with it; the file cannot hold it.
            throw Problem(
                id: entry,
                reason: present
                    ? "it leaves the log \(id.text) in place, and the file does not hold it"
                    : "it leaves the log \(id.text) removed, and the file holds it")
        }
        let fileRests = Set(history.restDays)
        for (rest, entry) in lastRestEntry.sorted(by: {
            ($0.key.day, $0.key.habitID?.text ?? "") < ($1.key.day, $1.key.habitID?.text ?? "")
        }) {
            let present = rests[rest] == true
            guard present != fileRests.contains(rest) else { continue }
            throw Problem(
                id: entry,
                reason: "it leaves the rest day \(rest.day.iso) \(present ? "in place" : "removed"), and the file "
                    + (present ? "does not hold it" : "holds it"))
        }
    }
}

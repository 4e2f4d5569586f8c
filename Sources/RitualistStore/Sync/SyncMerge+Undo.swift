import Foundation
import RitualistCore

extension SyncMerge {
    /// An undo made elsewhere: each entry it names that this machine holds is reversed, last first, by the same
    /// rules, stamped by the undo. Entries this machine never saw stay as they are.
    func undo(_ entry: ChangeEntry) throws -> Outcome {
        let reversed = try entry.reverses.compactMap { try ChangeLogTable.entry(id: $0, db) }
        guard !reversed.isEmpty else { throw SyncMergeRefusal("an undo of entries this machine never saw") }
        let stamp = WriteStamp(entry)
        var changed: Set<UUID> = []
        var applied = false
        for entry in reversed.reversed() {
            let data = entry.data
            let outcome: Outcome
            switch entry.kind {
            case .logAdded, .logRemoved:
                guard let log = data.log?.log else { continue }
                outcome = entry.kind == .logAdded ? try removeLog(log) : try addLog(log)
            case .restDayAdded, .restDayRemoved:
                guard let rest = data.restDay?.restDay else { continue }
                outcome = try restDay(rest, resting: entry.kind == .restDayRemoved, stamp: stamp)
            case .habitEdited:
                let fields = (data.fields ?? [:]).mapValues { FieldChange(old: $0.new, new: $0.old) }
                outcome = try edit(try habitID(entry), fields: fields, stamp: stamp)
            case .habitArchived, .habitUnarchived:
                outcome = try setActive(try habitID(entry), entry.kind == .habitArchived, stamp: stamp)
            case .habitAdded: outcome = try removeHabit(try habitID(entry))
            case .habitRemoved:
                guard let habit = data.habit?.habit else { continue }
                outcome = try restoreHabit(habit, reversing: entry.id)
            case .undo, .historyImported, .settingsChanged: continue
            }
            if case .applied(let habits) = outcome {
                applied = true
                changed.formUnion(habits)
            }
        }
        return applied ? .applied(changed) : .merged
    }
}

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How `undo --last` finds the change to reverse, and what reversing it writes.
public enum ChangeReversal {
    /// What the walk back needs of an entry, read newest first: a store reads no more than this until it finds the
    /// operation to reverse.
    public struct Head: Sendable {
        /// The entry's id.
        public var id: UUID
        /// What the entry records.
        public var kind: ChangeKind
        /// The operation the entry belongs to.
        public var operation: UUID
        /// The entries an undo reverses.
        public var reverses: [UUID]

        /// A head with the given values.
        public init(id: UUID, kind: ChangeKind, operation: UUID, reverses: [UUID]) {
            self.id = id
            self.kind = kind
            self.operation = operation
            self.reverses = reverses
        }
    }

    /// The operation of the most recent change still in effect, from heads `next` gives newest first: undo entries are not
    /// changes to undo, and the entries they reverse are no longer in effect (an undo is always newer than what it
    /// reverses, so it is met first). Nil when none is left; history imported ends the walk, as nothing it came
    /// after can be reversed under it.
    public static func operationToUndo(next: () throws -> Head?) rethrows -> UUID? {
        var reversed = Set<UUID>()
        while let head = try next() {
            if head.kind == .undo {
                reversed.formUnion(head.reverses)
                continue
            }
            if reversed.contains(head.id) { continue }
            return head.kind == .historyImported ? nil : head.operation
        }
        return nil
    }

    /// The writes that reverse `operation` (its entries in the order recorded): each entry's inverse, last first.
    public static func writes(reversing operation: [ChangeEntry]) throws(ChangeLogError) -> [StateWrite] {
        var writes: [StateWrite] = []
        for entry in operation.reversed() {
            writes.append(try inverse(of: entry))
        }
        return writes
    }

    static func inverse(of entry: ChangeEntry) throws(ChangeLogError) -> StateWrite {
        let data = entry.data
        switch entry.kind {
        case .habitAdded: return .deleteHabit(try habitID(entry))
        case .habitRemoved:
            guard let habit = data.habit?.habit else { throw .unreadableEntry(reason: "a removal without its habit") }
            return .insertHabit(habit)
        case .habitEdited: return .restoreFields(try habitID(entry), data.fields ?? [:])
        case .habitArchived: return .setActive(try habitID(entry), true)
        case .habitUnarchived: return .setActive(try habitID(entry), false)
        case .logAdded: return .deleteLog(try log(entry).id)
        case .logRemoved: return .insertLog(try log(entry))
        case .restDayAdded: return .deleteRestDay(try restDay(entry))
        case .restDayRemoved: return .insertRestDay(try restDay(entry))
        case .undo, .historyImported:
            throw .cannotUndo(kind: entry.kind, reason: "it is not a change that undo reverses")
        case .settingsChanged:
            throw .cannotUndo(
                kind: entry.kind, reason: "settings are changed in config.yaml; edit it there to change them back")
        }
    }

    private static func habitID(_ entry: ChangeEntry) throws(ChangeLogError) -> UUID {
        guard let id = entry.habitID else {
            throw .unreadableEntry(reason: "a '\(entry.kind.rawValue)' without a habit")
        }
        return id
    }

    private static func log(_ entry: ChangeEntry) throws(ChangeLogError) -> HabitLog {
        guard let log = entry.data.log?.log else {
            throw .unreadableEntry(reason: "a '\(entry.kind.rawValue)' without its log")
        }
        return log
    }

    private static func restDay(_ entry: ChangeEntry) throws(ChangeLogError) -> RestDay {
        guard let rest = entry.data.restDay?.restDay else {
            throw .unreadableEntry(reason: "a '\(entry.kind.rawValue)' without its rest day")
        }
        return rest
    }
}

import Foundation
import RitualistCore

extension SQLiteHabitStore {
    /// Up to `limit` change-log entries the server does not hold yet (the outbox), oldest first.
    package func syncOutbox(limit: Int) throws -> [ChangeEntry] {
        try read { db in try SyncStateTable.outbox(limit: limit, db) }
    }

    /// Records that the server holds the entries with `ids`, pushed at `time`.
    package func markOnServer(_ ids: [UUID], at time: Date) throws {
        try write { db in
            try SyncStateTable.markOnServer(ids, db)
            try SyncStateTable.setLastPush(time, db)
        }
    }

    /// The server sequence of the last entry pulled; 0 before the first pull.
    package func syncCursor() throws -> Int64 {
        try read { db in try SyncStateTable.cursor(db) }
    }

    /// The habit `id` stands for here: the one it was joined into when two habits of the same name met (docs/sync.md),
    /// else `id` itself.
    package func joinedHabitID(_ id: UUID) throws -> UUID {
        try read { db in try HabitAliases.resolve(id, db) }
    }

    /// What `ritual sync status` shows of the local side.
    package func syncSummary() throws -> SyncStateSummary {
        try read { db in try SyncStateTable.summary(db) }
    }

    /// Applies pulled entries in order by the merge rules, in one immediate transaction that also moves the cursor
    /// to the last entry's sequence and records the pull's time. An entry a rule refuses is undone alone (a
    /// savepoint) and set aside; the entries after it still apply.
    package func applySynced(_ changes: [SyncedChange], at time: Date) throws -> SyncMergeReport {
        defer {
            group?.habitsChanged()
            group?.restDaysChanged()
        }
        if group == nil { try prepareForManyWrites() }
        return try write { db in
            var report = SyncMergeReport()
            let merge = SyncMerge(db: db)
            for change in changes {
                switch change {
                case .setAside(let record):
                    try SyncStateTable.recordSetAside(record, db)
                    report.setAside.append(record)
                case .entry(let seq, let entry):
                    do {
                        let outcome = try db.savepoint("entry") { try merge.apply(entry) }
                        switch outcome {
                        case .applied(let habits):
                            report.applied += 1
                            report.habitsChanged.formUnion(habits)
                            report.appliedEntries.append(entry)
                        case .merged: report.merged += 1
                        case .held: report.held[entry.machine, default: 0] += 1
                        }
                    } catch let error as SQLiteError where !Self.isRefusal(error) {
                        throw error
                    } catch {
                        let record = SyncSetAside(
                            serverSeq: seq, id: entry.id, kind: entry.kind.rawValue, reason: Self.reason(error))
                        try SyncStateTable.recordSetAside(record, db)
                        report.setAside.append(record)
                    }
                }
            }
            try SyncStateTable.advance(to: changes.last?.serverSeq, pulledAt: time, db)
            return report
        }
    }

    /// A constraint the entry broke is the entry's fault; a busy or full disk is not, and fails the whole apply.
    private static func isRefusal(_ error: SQLiteError) -> Bool {
        error.resultCode == .constraint
    }

    /// Why an entry was set aside, in words.
    static func reason(_ error: any Error) -> String {
        switch error {
        case let refusal as SyncMergeRefusal: return refusal.reason
        case let error as HabitValidationError: return error.message
        case let error as ChangeLogError: return error.message
        case let error as StoreError: return error.message
        case let error as SQLiteError: return "the store refused it: \(error.message ?? "\(error.resultCode)")"
        default: return String(describing: error)
        }
    }
}

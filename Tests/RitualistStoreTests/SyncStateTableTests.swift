import Foundation
import RitualistCore
import Testing

@testable import RitualistStore

/// Sync's local state in the store (schema v7): the outbox, the cursor, and merged completions.
@Suite struct SyncStateTableTests {
    static let machine = UUID(text: "0195f7a0-0000-7000-8000-000000000001")!
    static let stamp = ChangeStamp.fixed(instant(today), machine: machine)

    @Test func aStoreFromBeforeSyncHasItsWholeChangeLogWaiting() throws {
        let fixture = StoreFixture()
        let id = UUID()
        try fixture.writeStore(before: "v7") { db in
            try db.execute(
                sql: """
                    INSERT INTO habit (id, name, nameKey, kind, schedule, startDay, displayOrder, createdAt)
                    VALUES (?, 'Stretch', 'stretch', 'binary', 'daily', 20395, 0, 0)
                    """, arguments: [id.text])
            try db.execute(
                sql:
                    "INSERT INTO changeLog (id, time, machine, kind, habitId, data, operation) VALUES (?, 0, ?, ?, ?, '{}', ?)",
                arguments: [id.text, Self.machine.text, "habit.archived", id.text, id.text])
        }

        let store = try SQLiteHabitStore.open(at: fixture.path, stamp: Self.stamp)
        let outbox = try store.syncOutbox(limit: 10)
        #expect(outbox.map(\.kind) == [.habitArchived])
        let summary = try store.syncSummary()
        #expect(summary.waiting == 1)
        #expect(summary.cursor == 0)
        #expect(summary.lastPull == nil)
        #expect(summary.lastPush == nil)
    }

    @Test func aSetOfABinaryDayRemovesTheCompletionsMergedBesideItsLog() throws {
        let fixture = StoreFixture()
        let store = try SQLiteHabitStore.open(at: fixture.path, stamp: Self.stamp)
        let stretch = try store.add(Drafts.stretch)
        try store.log(stretch)
        let other = HabitLog(habitID: stretch.id, day: today, value: 1, loggedAt: instant(today), timeZone: "UTC")
        // The first entry of its operation, as every entry a machine writes alone is.
        let id = UUID.version7(at: instant(today))
        let pulled = ChangeEntry(
            id: id, time: instant(today), machine: UUID(), kind: .logAdded, habitID: stretch.id,
            data: ChangeData(log: LogRecord(other)), operation: id)
        let report = try store.applySynced([.entry(serverSeq: 1, pulled)], at: instant(today))
        #expect(report.merged == 1)
        #expect(try store.logs(of: stretch, on: today).count == 1)

        _ = try store.undo(habitID: stretch.id, day: today, at: instant(today))

        #expect(try store.logs(of: stretch, on: today).isEmpty)
        let removed = try store.changes(habitID: stretch.id, since: nil).filter { $0.kind == .logRemoved }
        #expect(Set(removed.compactMap(\.data.log?.id)).contains(other.id.text))
        #expect(removed.count == 2)
    }

    @Test func theCursorNeverMovesBackAndAnEmptyPullRecordsItsTime() throws {
        let fixture = StoreFixture()
        let store = try SQLiteHabitStore.open(at: fixture.path, stamp: Self.stamp)
        let aside = SyncSetAside(serverSeq: 9, id: UUID(), kind: "x", reason: "an entry of an unknown kind 'x'")
        _ = try store.applySynced([.setAside(aside)], at: instant(today))
        #expect(try store.syncCursor() == 9)
        _ = try store.applySynced([], at: instant(today, hour: 13))
        #expect(try store.syncCursor() == 9)
        #expect(try store.syncSummary().lastPull == instant(today, hour: 13))
        #expect(try store.syncSummary().setAside == [aside])
    }
}

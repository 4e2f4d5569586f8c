import Foundation
import IntentKitTesting
import RitualistCore
import Testing

@testable import RitualistStore

/// The change log in the SQLite file: append-only whoever writes, written with each change, and begun, for a store
/// from before it, with the history the store already holds.
@Suite struct ChangeLogTableTests {
    static let machine = UUID(text: "0195f7a0-0000-7000-8000-000000000001")!
    static let stamp = ChangeStamp.fixed(instant(today), machine: machine)

    @Test(arguments: [
        "UPDATE changeLog SET kind = 'habit.removed'", "UPDATE changeLog SET data = '{}' WHERE seq = 1",
        "DELETE FROM changeLog", "DELETE FROM changeLog WHERE seq = 1",
    ])
    func noEntryCanBeEditedOrDeleted(_ sql: String) throws {
        let fixture = StoreFixture()
        let store = try SQLiteHabitStore.open(at: fixture.path, stamp: Self.stamp)
        try store.log(try store.add(Drafts.stretch))
        let before = try store.changes(habitID: nil, since: nil)

        #expect(throws: SQLiteError.self) {
            try fixture.rawConnection().inDatabase { try $0.execute(sql: sql) }
        }
        #expect(try store.changes(habitID: nil, since: nil) == before)
    }

    @Test func entriesCarryTheStampsInstantAndMachineAndTimeOrderedIds() throws {
        let fixture = StoreFixture()
        let store = try SQLiteHabitStore.open(at: fixture.path, stamp: Self.stamp)
        let stretch = try store.add(Drafts.stretch)
        try store.log(stretch)

        let entries = try store.changes(habitID: nil, since: nil)
        #expect(entries.map(\.kind) == [.logAdded, .habitAdded])
        #expect(entries.allSatisfy { $0.machine == Self.machine })
        // The adding at the stamp's instant; the log, at the same instant of the clock, one step after it.
        // (Within a microsecond: a time read back has been through seconds since 1970 and back.)
        let start = instant(today).timeIntervalSince1970
        let times = entries.map(\.time.timeIntervalSince1970)
        #expect(times.count == 2 && abs(times[0] - start - ChangeSet.step) < 1e-6 && times[1] == start)
        // Version 7: the first 48 bits are the milliseconds of the entry's time.
        for entry in entries {
            let milliseconds = Int((entry.time.timeIntervalSince1970 * 1000).rounded(.down))
            #expect(entry.id.text.filter { $0 != "-" }.hasPrefix(String(milliseconds, radix: 16).leftPadded(12)))
        }
        #expect(entries.allSatisfy { $0.id.text.dropFirst(14).first == "7" })
    }

    @Test func aStoreFromBeforeTheChangeLogGetsOneImportedEntryPerHabitLogAndRestDay() throws {
        let fixture = StoreFixture()
        let stretch = UUID(), water = UUID()
        try fixture.writeStore(before: "v5") { db in
            let arguments: StatementArguments = [stretch.text, water.text]
            try db.execute(
                sql: """
                    INSERT INTO habit (id, name, nameKey, kind, schedule, startDay, displayOrder, createdAt)
                    VALUES (?1, 'Stretch', 'stretch', 'binary', 'daily', 20390, 0, 0)
                    """, arguments: [stretch.text])
            try db.execute(
                sql: """
                    INSERT INTO habit (id, name, nameKey, kind, unit, dailyTarget, schedule, startDay, displayOrder,
                        createdAt)
                    VALUES (?2, 'Water', 'water', 'numeric', 'glasses', 8, 'daily', 20390, 1, 0)
                    """, arguments: arguments)
            try db.execute(
                sql: """
                    INSERT INTO log (id, habitId, day, value, loggedAt, timeZone)
                    VALUES ('00000000-0000-4000-8000-000000000001', ?1, 20394, 1, 100, 'UTC'),
                        ('00000000-0000-4000-8000-000000000002', ?2, 20395, 3, 200, 'Europe/Paris')
                    """, arguments: arguments)
            try db.execute(sql: "INSERT INTO restDay (habitId, day) VALUES (NULL, 20393); PRAGMA user_version = 4;")
        }

        let store = try SQLiteHabitStore.open(at: fixture.path, stamp: Self.stamp)
        let entries = try store.changes(habitID: nil, since: nil).reversed()
        #expect(entries.allSatisfy { $0.kind == .historyImported && $0.machine == Self.machine })
        #expect(entries.map(\.habitID) == [stretch, water, stretch, water, nil])
        #expect(entries.compactMap(\.data.habit?.name) == ["Stretch", "Water"])
        #expect(entries.compactMap(\.data.log?.value) == [1, 3])
        #expect(entries.compactMap(\.data.log?.timeZone) == ["UTC", "Europe/Paris"])
        #expect(entries.compactMap(\.data.restDay?.day.ordinal) == [20393])
        #expect(try store.habits().map(\.name) == ["Stretch", "Water"])

        // Opened again, nothing more is imported; a change after it is recorded as itself.
        let again = try SQLiteHabitStore.open(at: fixture.path, stamp: Self.stamp)
        try again.log(try #require(try again.habit(named: "Stretch")))
        #expect(
            try again.changes(habitID: nil, since: nil).map(\.kind.rawValue).prefix(2) == [
                "log.added", "history.imported",
            ])
        #expect(try again.changes(habitID: nil, since: nil).count == 6)

        // Undo reverses the change made since, and stops where the log begins.
        #expect(try again.undoLastChange().reversed.map(\.kind) == [.logAdded])
        #expect(throws: ChangeLogError.nothingToUndo) { try again.undoLastChange() }
        #expect(try again.logs(from: Day(ordinal: 20390), through: today).count == 2)
    }

    @Test func aChangeTheStoreRefusesRecordsNothing() throws {
        let fixture = StoreFixture()
        let store = try SQLiteHabitStore.open(at: fixture.path, stamp: Self.stamp)
        let stretch = try store.add(Drafts.stretch)
        try store.log(stretch)
        let before = try store.changes(habitID: nil, since: nil)

        #expect(throws: (any Error).self) { try store.log(stretch) }
        #expect(throws: (any Error).self) { try store.add(Drafts.stretch) }
        #expect(throws: (any Error).self) { try store.removeHabit(id: UUID()) }
        #expect(try store.addRestDay(RestDay(day: today)))
        #expect(try !store.addRestDay(RestDay(day: today)))
        #expect(try store.changes(habitID: nil, since: nil).count == before.count + 1)
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}

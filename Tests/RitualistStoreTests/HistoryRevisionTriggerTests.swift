import Foundation
import IntentKitTesting
import RitualistCore
import Testing

@testable import RitualistStore

/// The SQLite store's history revision is kept by triggers in the file itself, so it also changes when another
/// program edits the tables, and a file from before it existed gets one when it is migrated.
@Suite struct HistoryRevisionTriggerTests {
    /// Edits another program could make, each through its own connection.
    static let edits = [
        "UPDATE log SET value = 2",
        "DELETE FROM log",
        "INSERT INTO log (id, habitId, day, value, loggedAt, timeZone) SELECT 'x', id, startDay + 1, 1, 0, 'UTC' FROM habit",
        "UPDATE habit SET emoji = '📚'",
        "DELETE FROM habit",
        "INSERT INTO restDay (habitId, day) VALUES (NULL, 20000)",
        "UPDATE restDay SET day = day - 1",
        "DELETE FROM restDay",
    ]

    @Test(arguments: edits)
    func anotherProgramsEditGivesANewRevision(_ sql: String) throws {
        let fixture = StoreFixture()
        let store = try fixture.open()
        let stretch = try store.add(Drafts.stretch)
        try store.log(stretch)
        _ = try store.addRestDay(RestDay(habitID: stretch.id, day: nov(7)))
        let before = try store.historyRevision()

        try fixture.rawConnection().inDatabase { try $0.execute(sql: sql) }
        #expect(try store.historyRevision() != before)
    }

    @Test func theRevisionOutlivesTheProcessThatWroteIt() throws {
        let fixture = StoreFixture()
        let revision = try { () throws -> String? in
            let store = try fixture.open()
            try store.log(try store.add(Drafts.stretch))
            return try store.historyRevision()
        }()
        #expect(revision != nil)
        #expect(try fixture.open().historyRevision() == revision)
    }

    @Test func aFileFromBeforeTheRevisionIsGivenOneAndKeepsWhatItHolds() throws {
        let fixture = StoreFixture()
        let id = UUID()
        try fixture.writeStore(before: "v4") { db in
            try db.execute(
                sql: """
                    INSERT INTO habit (id, name, nameKey, kind, schedule, startDay, displayOrder, createdAt)
                    VALUES (?, 'Stretch', 'stretch', 'binary', 'daily', 20395, 0, 0)
                    """, arguments: [id.uuidString.lowercased()])
        }

        let store = try fixture.open()
        #expect(try store.habits().map(\.name) == ["Stretch"])
        let revision = try #require(try store.historyRevision())
        try store.log(try #require(try store.habits().first))
        #expect(try store.historyRevision() != revision)
    }
}

import Foundation
import RitualistCore
import RitualistStore
import Testing

/// A group of operations shares one transaction, yet each operation is undone alone when it fails half-way.
@Suite struct HabitStoreGroupTests {
    let fixture = StoreFixture()

    /// Makes SQLite refuse any log of `value`, as a full disk or a constraint would refuse a write mid-way.
    func refuseLogs(of value: Double) throws {
        try fixture.rawConnection().write { db in
            try db.execute(
                sql: """
                    CREATE TRIGGER refuseValue BEFORE INSERT ON log WHEN NEW.value = \(value)
                    BEGIN SELECT RAISE(ABORT, 'refused'); END
                    """)
        }
    }

    @Test func anOperationThatFailsAfterItsFirstWriteLeavesTheDayAsItWas() throws {
        let store = try fixture.open()
        let water = try store.add(Drafts.water)
        let stretch = try store.add(Drafts.stretch)
        try store.log(water, .add(3))
        try refuseLogs(of: 7)

        try store.grouped { inner in
            // Setting the total clears the day's logs, then inserts one log of 7, which SQLite refuses.
            #expect(throws: StoreError.self) {
                try inner.log(
                    habitID: water.id, day: today, action: .set(7), today: today, at: instant(today),
                    timeZone: "UTC")
            }
            #expect(try inner.logs(habitID: water.id, from: today, through: today).map(\.value) == [3])
            _ = try inner.log(
                habitID: stretch.id, day: today, action: .complete, today: today, at: instant(today), timeZone: "UTC")
        }
        #expect(try store.logs(of: water, on: today).map(\.value) == [3])
        #expect(try store.logs(of: stretch, on: today).count == 1)
    }

    @Test func nothingOfAGroupIsSeenByOthersBeforeItCommits() throws {
        let store = try fixture.open()
        let other = try fixture.rawConnection()
        try store.grouped { inner in
            _ = try inner.addHabit(Drafts.stretch, createdAt: instant(nov(1)))
            let count = try other.read { db in try db.fetchOne(Int.self, sql: "SELECT count(*) FROM habit") }
            #expect(count == 0)
        }
        #expect(try other.read { db in try db.fetchOne(Int.self, sql: "SELECT count(*) FROM habit") } == 1)
    }

    @Test func theStoreOfAGroupRefusesWorkOnceTheGroupEnded() throws {
        let store = try fixture.open()
        let inner = try store.grouped { $0 }
        #expect(throws: StoreError.self) { try inner.habits() }
    }
}

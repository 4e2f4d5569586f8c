import Foundation
import RitualistCore
import RitualistStore
import Testing

@Suite struct HabitStoreHabitsTests {
    let fixture = StoreFixture()

    func rowCount(_ table: String) throws -> Int {
        try fixture.rawConnection().read { try $0.fetchOne(Int.self, sql: "SELECT count(*) FROM \(table)") ?? -1 }
    }

    @Test func aHabitReadsBackExactlyAsAdded() throws {
        let store = try fixture.open()
        let id = UUID(uuidString: "6B1D2C1E-0F43-4F4E-9A57-0C3D7E8A9B10")!
        let draft = HabitDraft(
            name: "  Water ", emoji: "💧", kind: .numeric, unit: "glasses", dailyTarget: 8.5,
            schedule: .daysOfWeek([.monday, .wednesday, .friday]), startDate: nov(3), endDate: nov(30),
            category: "Health")
        let added = try store.addHabit(draft, id: id, createdAt: Date(timeIntervalSince1970: 1_762_300_800.5))

        #expect(added.id == id)
        #expect(added.name == "Water")
        #expect(added.isActive)
        #expect(added.createdAt == Date(timeIntervalSince1970: 1_762_300_800.5))
        #expect(try store.habit(id: id) == added)
        #expect(try fixture.open().habits() == [added])
    }

    @Test(arguments: [
        Schedule.daily, .daysOfWeek([.saturday, .sunday]), .daysOfWeek(WeekdaySet(Weekday.allCases)),
        .timesPerWeek(3),
    ])
    func everyKindOfScheduleRoundTrips(schedule: Schedule) throws {
        let store = try fixture.open()
        let added = try store.add(HabitDraft(name: "Run", schedule: schedule, startDate: nov(3)))
        #expect(try store.habit(id: added.id)?.schedule == schedule)
    }

    /// A habit with nothing optional set reads back with nothing set; a row another program wrote that holds no
    /// habit (a schedule no version writes) is refused by every read of it, not read as something else.
    @Test func emptyColumnsReadAsNothingAndARowThatHoldsNoHabitIsRefused() throws {
        let store = try fixture.open()
        let plain = try store.addHabit(
            HabitDraft(name: "Stretch", startDate: nov(3)), id: UUID(), createdAt: Date(timeIntervalSince1970: 0))
        #expect(plain.emoji == nil && plain.unit == nil && plain.dailyTarget == nil && plain.category == nil)
        #expect(plain.endDate == nil)
        #expect(try fixture.open().habit(named: "stretch") == plain)
        #expect(try fixture.open().habits() == [plain])

        try fixture.rawConnection().write { try $0.execute(sql: "UPDATE habit SET schedule = 'sometimes'") }
        let reopened = try fixture.open()
        for read in [{ _ = try reopened.habits() }, { _ = try reopened.habit(id: plain.id) }] {
            #expect {
                try read()
            } throws: { error in
                guard case StoreError.rejected(let reason) = error else { return false }
                return reason == "habit row '\(plain.id.text)' does not hold a valid habit"
            }
        }
        #expect(throws: StoreError.self) { _ = try reopened.habit(named: "Stretch") }
    }

    @Test func anUnknownIdReadsAsNoHabit() throws {
        #expect(try fixture.open().habit(id: UUID()) == nil)
    }

    @Test func newHabitsGoLastInDisplayOrder() throws {
        let store = try fixture.open()
        let read = try store.add(Drafts.read)
        let water = try store.add(Drafts.water)
        _ = try store.setActive(id: water.id, false)
        let stretch = try store.add(Drafts.stretch)

        #expect([read, water, stretch].map(\.displayOrder) == [0, 1, 2])
        #expect(try store.habits().map(\.name) == ["Read", "Water", "Stretch"])

        try store.removeHabit(id: read.id)
        let walk = try store.add(HabitDraft(name: "Walk", startDate: nov(3)))
        #expect(walk.displayOrder == 3)
        #expect(try store.habits().map(\.name) == ["Water", "Stretch", "Walk"])
    }

    /// Habits that share a place (another program's edit, a merge) come in SQLite's order of the names, byte by byte:
    /// capitals before small letters, a precomposed letter after its decomposed spelling, archived ones left out alike.
    @Test func habitsComeByPlaceThenByNameAsSQLiteOrdersThem() throws {
        let store = try fixture.open()
        let names = ["b", "C", "a", "Zed", "éclair", "e\u{301}x", "Ω", "Ab", "Écru", "🧘 Yoga", "10 pages", "9 pages"]
        for name in names { try store.add(HabitDraft(name: name, startDate: nov(3))) }
        _ = try store.setActive(id: try #require(try store.habit(named: "Ab")).id, false)
        try fixture.rawConnection().write { db in
            for (offset, name) in names.enumerated() {
                try db.execute(
                    sql: "UPDATE habit SET displayOrder = ? WHERE name = ?", arguments: [[1, 0, 2][offset % 3], name])
            }
        }
        let ordered = { (filter: String) in
            try self.fixture.rawConnection().read { db in
                try db.fetchAll(String.self, sql: "SELECT name FROM habit \(filter) ORDER BY displayOrder, name")
            }
        }

        #expect(try store.habits(includeArchived: true).map(\.name) == ordered(""))
        #expect(try store.habits(includeArchived: false).map(\.name) == ordered("WHERE isActive = 1"))
        #expect(try store.habits(includeArchived: false).count == names.count - 1)
    }

    /// A store reads the habits again only when the file changed since its last read of them: its own writes and
    /// another program's show at once.
    @Test func habitsAreReadAgainWheneverTheFileChanged() throws {
        let store = try fixture.open()
        try store.add(HabitDraft(name: "Read", startDate: nov(3)))
        #expect(try store.habits().map(\.name) == ["Read"])
        #expect(try store.habits().map(\.name) == ["Read"])
        try fixture.rawConnection().write { db in
            try db.execute(sql: "UPDATE habit SET name = 'Walk', nameKey = 'walk'")
        }
        #expect(try store.habits(includeArchived: false).map(\.name) == ["Walk"])
        let water = try store.add(HabitDraft(name: "Water", startDate: nov(3)))
        #expect(try store.habits().map(\.name) == ["Walk", "Water"])
        _ = try store.setActive(id: water.id, false)
        #expect(try store.habits(includeArchived: false).map(\.name) == ["Walk"])
        #expect(try store.habits(includeArchived: true).map(\.name) == ["Walk", "Water"])
        try fixture.rawConnection().write { db in
            try db.execute(sql: "UPDATE habit SET displayOrder = 5 WHERE name = 'Walk'")
        }
        #expect(try store.habits().map(\.name) == ["Water", "Walk"])
        let other = try fixture.open()
        try other.removeHabit(id: water.id)
        #expect(try store.habits().map(\.name) == ["Walk"])
    }

    @Test(arguments: [
        ("Read", "read"), ("Read", "  READ  "), ("Café", "CAFÉ"), ("café", "CAFE\u{301}"), ("Straße", "STRAẞE"),
        ("Ωmega", "ωMEGA"),
    ])
    func aNameThatDiffersOnlyInCaseIsRefusedAndNothingIsWritten(existing: String, name: String) throws {
        let store = try fixture.open()
        try store.add(HabitDraft(name: existing, startDate: nov(3)))

        #expect(throws: HabitValidationError.duplicateName(existing)) {
            try store.add(HabitDraft(name: name, startDate: nov(3)))
        }
        #expect(try store.habits().map(\.name) == [existing])
        #expect(try rowCount("habit") == 1)
    }

    @Test func anArchivedHabitStillHoldsItsName() throws {
        let store = try fixture.open()
        let read = try store.add(Drafts.read)
        _ = try store.setActive(id: read.id, false)
        #expect(throws: HabitValidationError.duplicateName("Read")) {
            try store.add(HabitDraft(name: "READ", startDate: nov(3)))
        }
    }

    @Test(arguments: [
        (HabitDraft(name: "   ", startDate: nov(3)), HabitValidationError.nameLength(0)),
        (HabitDraft(name: "Read", dailyTarget: 3, startDate: nov(3)), .targetOnBinary),
        (HabitDraft(name: "Water", kind: .numeric, startDate: nov(3)), .missingTarget),
        (HabitDraft(name: "Read", startDate: nov(3), endDate: nov(2)), .endBeforeStart(start: nov(3), end: nov(2))),
    ])
    func anInvalidDraftIsRefusedWithItsRuleAndNothingIsWritten(draft: HabitDraft, error: HabitValidationError) throws {
        let store = try fixture.open()
        #expect(throws: error) { try store.add(draft) }
        #expect(try rowCount("habit") == 0)
    }

    @Test func anUpdateMayKeepItsOwnNameInAnotherCase() throws {
        let store = try fixture.open()
        let read = try store.add(Drafts.read)
        try store.add(Drafts.water)

        let updated = try store.updateHabit(id: read.id) { draft in
            draft.name = "READ"
            draft.schedule = .daysOfWeek([.monday, .thursday])
            draft.emoji = "📚"
        }

        var expected = read
        expected.name = "READ"
        expected.schedule = .daysOfWeek([.monday, .thursday])
        expected.emoji = "📚"
        #expect(updated == expected)
        #expect(try store.habit(id: read.id) == expected)
    }

    @Test func anUpdateToAnotherHabitsNameIsRefusedAndNothingChanges() throws {
        let store = try fixture.open()
        let read = try store.add(Drafts.read)
        try store.add(Drafts.water)

        #expect(throws: HabitValidationError.duplicateName("Water")) {
            try store.updateHabit(id: read.id) { $0.name = "water" }
        }
        #expect(try store.habit(id: read.id) == read)
    }

    @Test func anUpdateKeepsIdentityOrderStateAndCreationTime() throws {
        let store = try fixture.open()
        try store.add(Drafts.stretch)
        let water = try store.add(Drafts.water)
        _ = try store.setActive(id: water.id, false)

        let updated = try store.updateHabit(id: water.id) { $0.dailyTarget = 10 }
        #expect(updated.id == water.id)
        #expect(updated.displayOrder == 1)
        #expect(updated.isActive == false)
        #expect(updated.createdAt == water.createdAt)
        #expect(updated.dailyTarget == 10)
        #expect(try store.habit(id: water.id) == updated)
    }

    @Test func anUpdateWhoseChangeThrowsWritesNothing() throws {
        struct Cancelled: Error, Equatable {}
        let store = try fixture.open()
        let read = try store.add(Drafts.read)

        #expect(throws: Cancelled()) {
            try store.updateHabit(id: read.id) { draft in
                draft.name = "Novels"
                throw Cancelled()
            }
        }
        #expect(try store.habit(id: read.id) == read)
    }

    @Test func archivingHidesAHabitFromTheActiveListAndRestoringBringsItBack() throws {
        let store = try fixture.open()
        let read = try store.add(Drafts.read)
        let water = try store.add(Drafts.water)

        let archived = try store.setActive(id: read.id, false)
        #expect(archived.isActive == false)
        #expect(try store.habits(includeArchived: false) == [water])
        #expect(try store.habits().map(\.id) == [read.id, water.id])
        #expect(try store.habits(includeArchived: true).map(\.isActive) == [false, true])

        let restored = try store.setActive(id: read.id, true)
        #expect(restored == read)
        #expect(try store.habits(includeArchived: false) == [read, water])
    }

    @Test func removingAHabitDeletesItsLogsAndRestDaysOnly() throws {
        let store = try fixture.open()
        let stretch = try store.add(Drafts.stretch)
        let water = try store.add(Drafts.water)
        try store.log(stretch, on: nov(7))
        try store.log(stretch)
        try store.log(water, .add(3))
        try store.addRestDay(RestDay(habitID: stretch.id, day: nov(5)))
        try store.addRestDay(RestDay(habitID: water.id, day: nov(5)))
        try store.addRestDay(RestDay(habitID: nil, day: nov(6)))

        try store.removeHabit(id: stretch.id)

        #expect(try store.habits() == [water])
        #expect(try store.allLogs().map(\.habitID) == [water.id])
        #expect(try store.restDays() == [RestDay(habitID: water.id, day: nov(5)), RestDay(habitID: nil, day: nov(6))])
        let orphans = try fixture.rawConnection().read { db in
            try db.fetchOne(
                Int.self, sql: "SELECT count(*) FROM log WHERE habitId = ?",
                arguments: [stretch.id.uuidString.lowercased()])
        }
        #expect(orphans == 0)
    }

    @Test func changingAnUnknownHabitIsHabitNotFound() throws {
        let store = try fixture.open()
        try store.add(Drafts.read)
        let id = UUID(uuidString: "00000000-0000-4000-8000-0000000000AB")!
        let notFound = StoreError.habitNotFound(id: "00000000-0000-4000-8000-0000000000ab")

        #expect(throws: notFound) { try store.updateHabit(id: id) { $0.name = "Other" } }
        #expect(throws: notFound) { try store.setActive(id: id, false) }
        #expect(throws: notFound) { try store.removeHabit(id: id) }
        #expect(notFound.message == "No habit has the id '00000000-0000-4000-8000-0000000000ab'.")
        #expect(try rowCount("habit") == 1)
    }
}

import RitualistCore
import RitualistStore
import Testing

@Suite struct HabitStoreSettingsTests {
    let fixture = StoreFixture()

    @Test func aNewStoreHasNoSelectionSoItFollowsToday() throws {
        #expect(try fixture.open().storedSelection() == nil)
    }

    @Test(arguments: [nov(6), nov(8), Day(year: 2024, month: 2, day: 29)!, Day(year: 1969, month: 12, day: 31)!])
    func aStoredSelectionReadsBackInEveryConnection(day: Day) throws {
        let store = try fixture.open()
        try store.storeSelection(day)
        #expect(try store.storedSelection() == day)
        #expect(try fixture.open().storedSelection() == day)
    }

    @Test func aNewSelectionReplacesTheOldOne() throws {
        let store = try fixture.open()
        try store.storeSelection(nov(6))
        try store.storeSelection(nov(7))
        #expect(try store.storedSelection() == nov(7))
    }

    @Test func storingNoSelectionClearsIt() throws {
        let store = try fixture.open()
        try store.storeSelection(nov(6))
        try store.storeSelection(nil)
        #expect(try store.storedSelection() == nil)
        #expect(try fixture.open().storedSelection() == nil)
        try store.storeSelection(nil)
        #expect(try store.storedSelection() == nil)
    }

    @Test func theSelectionIsKeptAsAnISODaySetting() throws {
        let store = try fixture.open()
        try store.storeSelection(nov(6))
        #expect(try store.setting("widget.selectedDate") == "2025-11-06")
    }

    @Test func aSelectionThatIsNoDayReadsAsNone() throws {
        let store = try fixture.open()
        try store.setSetting("widget.selectedDate", "yesterday")
        #expect(try store.storedSelection() == nil)
    }

    @Test func aSettingRoundTripsIsReplacedAndIsRemoved() throws {
        let store = try fixture.open()
        #expect(try store.setting("streak.threshold") == nil)

        try store.setSetting("streak.threshold", "half")
        try store.setSetting("week_start", "sunday")
        #expect(try store.setting("streak.threshold") == "half")

        try store.setSetting("streak.threshold", "all")
        #expect(try fixture.open().setting("streak.threshold") == "all")

        try store.setSetting("streak.threshold", nil)
        #expect(try store.setting("streak.threshold") == nil)
        #expect(try store.setting("week_start") == "sunday")
    }

    @Test(arguments: ["", "  spaced  ", "ünïcödé ✓", "line\nbreak", "'; DROP TABLE setting; --"])
    func aSettingKeepsItsValueExactly(value: String) throws {
        let store = try fixture.open()
        try store.setSetting("note", value)
        #expect(try fixture.open().setting("note") == value)
    }

    @Test func settingKeysAreCaseSensitive() throws {
        let store = try fixture.open()
        try store.setSetting("Key", "upper")
        try store.setSetting("key", "lower")
        #expect(try store.setting("Key") == "upper")
        #expect(try store.setting("key") == "lower")
    }
}

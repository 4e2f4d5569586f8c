import Foundation
import RitualistCore
import RitualistStore
import RitualistSync
import Testing

/// The settings that sync: each key of config.yaml takes its last written value by (time, machine id), is written
/// into the other machines' config.yaml in place, and never touches the settings that stay on one machine.
@Suite struct SettingsSyncTests {
    let server = MemoryServer()
    let laptop: SyncHome
    let desktop: SyncHome

    init() throws {
        laptop = try .laptop()
        desktop = try .desktop()
    }

    /// Two machines' edits of config.yaml, each at a minute of the clock, and the synced values both end with.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var laptop: String
        var laptopMinute: Double
        var desktop: String
        var desktopMinute: Double
        var expected: [String: String]
        var testDescription: String { name }
    }

    static let cases = [
        Case(
            name: "the later edit of a key wins", laptop: "week_start: sunday\n", laptopMinute: 10,
            desktop: "week_start: tuesday\n", desktopMinute: 20, expected: ["week_start": "tuesday"]),
        Case(
            name: "the later edit wins whichever machine syncs first", laptop: "week_start: sunday\n",
            laptopMinute: 30, desktop: "week_start: tuesday\n", desktopMinute: 20, expected: ["week_start": "sunday"]),
        Case(
            name: "at one instant the greater machine id wins", laptop: "notify: always\n", laptopMinute: 10,
            desktop: "notify: errors\n", desktopMinute: 10, expected: ["notify": "errors"]),
        Case(
            name: "edits of different keys both count", laptop: "week_start: sunday\n", laptopMinute: 10,
            desktop: "streak:\n  threshold: half\n", desktopMinute: 5,
            expected: ["week_start": "sunday", "streak.threshold": "half"]),
        Case(
            name: "a home without the key takes the other's", laptop: "notify: always\nstreak: {threshold: 80%}\n",
            laptopMinute: 10, desktop: "# nothing set here\n", desktopMinute: 20,
            expected: ["notify": "always", "streak.threshold": "80%"]),
    ]

    @Test(arguments: cases) func eachKeyTakesItsLastWrittenValueOnEveryMachine(_ test: Case) throws {
        laptop.clock(noon(day(0), minutes: test.laptopMinute))
        laptop.config = test.laptop
        desktop.clock(noon(day(0), minutes: test.desktopMinute))
        desktop.config = test.desktop
        try server.sync(laptop, desktop)

        for home in [laptop, desktop] {
            let values = try SyncedSettingsFileReader.values(home)
            #expect(values == test.expected, "\(home.config ?? "")")
        }
    }

    @Test func aPulledValueReplacesOnlyItsOwnTextInConfigYAML() throws {
        laptop.config = "week_start: monday\n"
        desktop.config = """
            # Desktop settings
            week_start: monday   # weeks start on Monday here
            hotkeys:
              - {keys: super+alt+m, run: CompleteHabit, with: {habit: Meditate}}
            notify: errors

            """
        try server.sync(laptop, desktop)
        laptop.clock(noon(day(0), minutes: 5))
        laptop.config = "week_start: sunday\n"
        try server.sync(laptop, desktop)

        #expect(
            desktop.config == """
                # Desktop settings
                week_start: sunday   # weeks start on Monday here
                hotkeys:
                  - {keys: super+alt+m, run: CompleteHabit, with: {habit: Meditate}}
                notify: errors

                """)
        // The laptop's config.yaml had the desktop's notify written in until the edit above left it out.
        #expect(try SyncedSettingsFileReader.values(laptop) == ["week_start": "sunday"])
    }

    @Test func anOlderValueArrivingLateChangesNothing() throws {
        laptop.clock(noon(day(0), minutes: 10))
        laptop.config = "week_start: sunday\n"
        desktop.clock(noon(day(0), minutes: 20))
        desktop.config = "week_start: tuesday\n"
        try server.push(desktop)
        // The laptop's value, set before the desktop's and without having seen it, reaches the server after it.
        try server.push(laptop)
        let report = try server.pull(desktop)
        // Its own entry comes back (counted apart), and the laptop's, which lost, is merged.
        #expect(report.applied == 0)
        #expect(report.own == 1)
        #expect(report.merged == 1)
        #expect(desktop.config == "week_start: tuesday\n")
        try server.pull(laptop)
        #expect(laptop.config == "week_start: tuesday\n")
    }

    /// A value set after pulling another machine's is the last one, though this machine's clock is behind.
    @Test func aValueSetAfterSeeingAnotherWinsThoughTheClockIsBehind() throws {
        desktop.clock(noon(day(0), minutes: 20))
        desktop.config = "week_start: tuesday\n"
        try server.push(desktop)
        try server.pull(laptop)
        laptop.clock(noon(day(0), minutes: 10))
        #expect(laptop.config == "week_start: tuesday\n")

        laptop.config = "week_start: sunday\n"
        try server.push(laptop)
        let report = try server.pull(desktop)
        #expect(report.applied == 1)
        #expect(desktop.config == "week_start: sunday\n")
    }

    @Test func anUnparseableConfigIsNeverRewrittenAndTheValueWaitsUntilItIsFixed() throws {
        laptop.clock(noon(day(0), minutes: 10))
        laptop.config = "week_start: sunday\n"
        desktop.config = "week_start: monday\nnotify: [errors\n"
        try server.sync(laptop, desktop)

        #expect(desktop.config == "week_start: monday\nnotify: [errors\n")
        let waiting = try #require(try desktop.ledger.status().settingsWaiting)
        #expect(waiting.hasPrefix("week_start: config.yaml cannot be read, so it is not rewritten: "))

        desktop.config = "week_start: monday\nnotify: errors\n"
        try server.pull(desktop)
        #expect(desktop.config == "week_start: sunday\nnotify: errors\n")
        #expect(try desktop.ledger.status().settingsWaiting == nil)
        // Writing the pulled value is not an edit of the desktop's; its own notify, never read before, is.
        let own = try desktop.store.changes(habitID: nil, since: nil).filter { $0.machine == desktop.machine }
        #expect(own.map(\.data.settings) == [["notify": "errors"]])
    }

    @Test func theSettingsThatStayOnOneMachineNeverSync() throws {
        laptop.config = """
            hotkeys:
              - {keys: super+alt+m, run: CompleteHabit, with: {habit: Meditate}}
            refresh:
              - [pkill, -RTMIN+8, waybar]
            plugins:
              git: {timeout: 5}
            week_start: sunday

            """
        try server.sync(laptop, desktop)

        #expect(desktop.config == "week_start: sunday\n")
        let entries = try laptop.store.changes(habitID: nil, since: nil)
        #expect(entries.map(\.kind) == [.settingsChanged])
        #expect(entries.first?.data.json == #"{"settings":{"week_start":"sunday"}}"#)
        #expect(entries.first?.habitID == nil)
        #expect(entries.map(ChangeWords(habits: [], entries: entries).text) == ["Set week_start to sunday"])
    }

    @Test func undoLastRefusesASettingsChangeAndSaysWhereToMakeIt() throws {
        laptop.config = "week_start: sunday\n"
        try server.push(laptop)

        let error = #expect(throws: ChangeLogError.self) { try laptop.store.undoLastChange() }
        #expect(
            error?.message
                == "Cannot undo the last change ('settings.changed'): settings are changed in config.yaml; edit it "
                + "there to change them back.")
        #expect(laptop.config == "week_start: sunday\n")
    }
}

import Foundation
import IntentKitTesting
import Testing

/// The settings that sync, end to end: two machines' config.yaml through the built `ritual` and `ritual-sync` on
/// one PostgreSQL server.
@Suite(.enabled(if: TestServer.available, TestServer.skipReason))
struct SettingsSyncServerTests {
    @Test func aWeekStartChangedOnOneMachineShowsInTheOthersConfigAndOutputAndHotkeysStayPut() async throws {
        var (laptop, desktop) = try await TwoMachinesTests.twoMachines()
        let laptopConfig = try Self.config(of: laptop) + "hotkeys:\n  - {keys: super+alt+r, run: CompleteHabit}\n"
        let desktopConfig =
            try Self.config(of: desktop) + "week_start: monday   # the desktop's week\nhotkeys:\n"
            + "  - {keys: super+alt+m, run: CompleteHabit, with: {habit: Meditate}}\n"
        try laptop.home.write("config.yaml", laptopConfig)
        try desktop.home.write("config.yaml", desktopConfig)
        try laptop.sync()
        try desktop.sync()
        #expect(try desktop.output("run", "RebuildSummary").contains("weeks from Monday"))
        let mode = try Self.mode(of: desktop)

        laptop.now = "2025-11-08T13:00:00"
        try laptop.home.write("config.yaml", laptopConfig + "week_start: sunday\n")
        try laptop.sync()
        try desktop.sync()

        #expect(
            try Self.config(of: desktop)
                == desktopConfig.replacingOccurrences(of: "week_start: monday", with: "week_start: sunday"))
        #expect(try Self.config(of: laptop) == laptopConfig + "week_start: sunday\n")
        #expect(try desktop.output("run", "RebuildSummary").contains("weeks from Sunday"))
        #expect(try desktop.output("changes").contains("Set week_start to sunday"))
        #expect(try Self.mode(of: desktop) == mode)
    }

    static func mode(of machine: SyncedMachine) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: machine.home.path("config.yaml"))[.posixPermissions] as? Int
    }

    static func config(of machine: SyncedMachine) throws -> String {
        try String(contentsOfFile: machine.home.path("config.yaml"), encoding: .utf8)
    }
}

import Foundation
import Testing

/// "One typo in the hotkeys section of config.yaml and my bar went blank": a broken section stops only what reads
/// it; the rest runs, says so once on a terminal, and `check` reports every section's errors.
@Suite struct BrokenConfigSectionTests {
    static let brokenHotkeys = """
        hotkeys:
          - {keys: super+banana, run: Today}

        """

    func home(_ config: String) throws -> Ritual {
        let ritual = Ritual()
        ritual("habit", "add", "Read")
        ritual("done", "Read")
        try ritual.home.write("config.yaml", config)
        return ritual
    }

    @Test(arguments: [["status"], ["streak"], ["calendar"], ["status", "--format", "waybar"], ["run", "DayStatus"]])
    func aBrokenHotkeysSectionStopsOnlyWhatUsesIt(arguments: [String]) throws {
        let ritual = try home(Self.brokenHotkeys)
        let result = ritual.run(arguments + ["--strict"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.isEmpty)
        #expect(result.stderr.isEmpty, "a bar's output stays clean")
    }

    @Test(arguments: [["status"], ["streak"], ["calendar"]])
    func aBrokenSectionWarnsOnceOnATerminal(arguments: [String]) throws {
        var ritual = try home(Self.brokenHotkeys)
        ritual.stderrIsTerminal = true
        let result = ritual.run(arguments)
        #expect(result.status == 0)
        #expect(
            result.stderr == "Warning: \(ritual.home.path)/config.yaml has errors in 'hotkeys': what uses it does not "
                + "run until they are fixed; 'ritual check' shows them.\n")
    }

    @Test func whatUsesTheBrokenSectionStillStops() throws {
        let ritual = try home(Self.brokenHotkeys)
        let hotkeys = ritual("hotkeys", "list")
        #expect(hotkeys.status == 78)
        #expect(hotkeys.stderr.contains("config.yaml:2:12: error: unknown key 'banana'"), "\(hotkeys.stderr)")
        let streak = try home("streak: {threshold: most}\n")("streak", "--strict")
        #expect(streak.status == 78)
        #expect(streak.stderr.contains("config.yaml:1:21: error:"), "\(streak.stderr)")
    }

    @Test func checkReportsTheErrorsOfEverySection() throws {
        let ritual = try home(Self.brokenHotkeys + "notify: sometimes\nweek_start: someday\n")
        let result = ritual("check")
        #expect(result.status == 78)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 3, "\(result.stderr)")
        #expect(errors.map { $0.split(separator: ":")[1] } == ["2", "3", "4"])
    }
}

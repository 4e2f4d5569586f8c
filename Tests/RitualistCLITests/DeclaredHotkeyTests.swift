import IntentKit
import Testing

@Suite struct DeclaredHotkeyTests {
    static let hydrate = """
        version: 1
        intent: Hydrate
        title: Hydrate
        summary: Log one glass of water.
        hotkey: super+alt+w
        parameters:
          habit:
            type: habit
            default: Water
          value:
            type: number
            default: "1"
        perform: habits.log

        """

    func makeHome(hotkey: String = "super+alt+w") throws -> HotkeyHome {
        let home = try HotkeyHome()
        let declaration = Self.hydrate.replacingOccurrences(of: "super+alt+w", with: hotkey)
        _ = try home.ritual.home.write("intents/Hydrate.yaml", declaration)
        return home
    }

    @Test func anIntentDeclaresItsOwnHotkeyBesideThoseOfConfigYAML() throws {
        let home = try makeHome()
        #expect(home.ritual("check").status == 0)
        #expect(
            home.ritual("hotkeys", "list").stdout.hasSuffix(
                "alt+enter          LogHabitValue habit=Water value=2\n"
                    + "super+alt+w        Hydrate\n"))
        #expect(
            home.ritual("hotkeys", "export", "--target", "i3").stdout.contains(
                "# Ritual: Hydrate\nbindsym Mod4+Mod1+w exec --no-startup-id '/opt/my tools/ritual' hotkeys fire super-alt-w\n"
            ))
        #expect(home.ritual("hotkeys", "fire", "super-alt-w", "--strict").status == 0)
        let status = try JSONParser.parse(home.ritual("status", "--json").stdout)
        let water = status["habits"]?.arrayValue?.first { $0["name"] == .string("Water") }
        #expect(water?["progress"] == .double(1))
    }

    @Test func aDeclaredChordAlreadyBoundInConfigYAMLNamesBothPlaces() throws {
        let home = try makeHome(hotkey: "super+alt+m")
        let output = home.ritual("hotkeys", "list")
        let path = home.ritual.home.path
        #expect(output.status == 78)
        #expect(
            output.stderr.hasPrefix(
                "\(path)/intents/Hydrate.yaml:5:9: error: chord 'super+alt+m' is bound twice: here, and at "
                    + "\(path)/config.yaml:2:11 (to CompleteHabit habit=\(HotkeyHome.hostile))\n"))
    }

    @Test func aBadDeclaredChordIsReportedWithItsLocation() throws {
        let home = try makeHome(hotkey: "hyper+w")
        let output = home.ritual("hotkeys", "export", "--target", "sway")
        #expect(output.status == 78)
        #expect(
            output.stderr.hasPrefix(
                "\(home.ritual.home.path)/intents/Hydrate.yaml:5:9: error: ambiguous modifier 'hyper'"))
    }
}

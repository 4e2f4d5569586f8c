import Testing

@Suite struct DeclaredHotkeyTests {
    static let backToToday = """
        version: 1
        intent: BackToToday
        title: Back to today
        summary: Select today again.
        hotkey: super+alt+w
        perform: navigation.today

        """

    func makeHome(hotkey: String = "super+alt+w") throws -> HotkeyHome {
        let home = try HotkeyHome()
        let declaration = Self.backToToday.replacingOccurrences(of: "super+alt+w", with: hotkey)
        _ = try home.ritual.home.write("intents/BackToToday.yaml", declaration)
        return home
    }

    @Test func anIntentDeclaresItsOwnHotkeyBesideThoseOfConfigYAML() throws {
        let home = try makeHome()
        #expect(home.ritual("check").status == 0)
        #expect(
            home.ritual("hotkeys", "list").stdout.hasSuffix(
                "alt+enter          LogHabitValue habit=Water value=2\n"
                    + "super+alt+w        BackToToday\n"))
        #expect(
            home.ritual("hotkeys", "export", "--target", "i3").stdout.contains(
                "# Ritual: BackToToday\nbindsym Mod4+Mod1+w exec --no-startup-id /usr/bin/env "
                    + "RITUALIST_HOME=\(home.ritual.home.path) '/opt/my tools/ritual' hotkeys fire super-alt-w\n"
            ))
        home.ritual("run", "PreviousDay")
        #expect(home.ritual("status", "--json").stdout.contains(#""date": "2025-11-07""#))
        #expect(home.ritual("hotkeys", "fire", "super-alt-w", "--strict").status == 0)
        #expect(home.ritual("status", "--json").stdout.contains(#""date": "2025-11-08""#))
    }

    @Test func aDeclaredChordAlreadyBoundInConfigYAMLNamesBothPlaces() throws {
        let home = try makeHome(hotkey: "super+alt+m")
        let output = home.ritual("hotkeys", "list")
        let path = home.ritual.home.path
        #expect(output.status == 78)
        #expect(
            output.stderr.hasPrefix(
                "\(path)/intents/BackToToday.yaml:5:9: error: chord 'super+alt+m' is bound twice: here, and at "
                    + "\(path)/config.yaml:2:11 (to CompleteHabit habit=\(HotkeyHome.hostile))\n"))
    }

    @Test func aBadDeclaredChordIsReportedWithItsLocation() throws {
        let home = try makeHome(hotkey: "hyper+w")
        let output = home.ritual("hotkeys", "export", "--target", "sway")
        #expect(output.status == 78)
        #expect(
            output.stderr.hasPrefix(
                "\(home.ritual.home.path)/intents/BackToToday.yaml:5:9: error: ambiguous modifier 'hyper'"))
    }
}

import Foundation
import Testing

@Suite struct HotkeyExportTests {
    static let targets = [
        "sxhkd", "i3", "sway", "hyprland", "hyprland-lua", "gnome", "kde", "xbindkeys", "skhd", "hammerspoon",
    ]

    /// The golden files show the default home, as most people have it (the commands then name no home).
    /// Set RITUALIST_UPDATE_GOLDEN=1 to write the files again after a deliberate change, then review the diff.
    @Test(arguments: targets)
    func everyTargetMatchesItsGoldenFile(target: String) throws {
        let output = try HotkeyHome(defaultHome: true).ritual("hotkeys", "export", "--target", target)
        #expect(output.status == 0)
        #expect(output.stderr == "")
        let golden = HotkeyHome.golden(target)
        if ProcessInfo.processInfo.environment["RITUALIST_UPDATE_GOLDEN"] == "1" {
            try output.stdout.write(to: golden, atomically: true, encoding: .utf8)
        }
        #expect(output.stdout == (try String(contentsOf: golden, encoding: .utf8)))
    }

    @Test func theHabitNameStaysInConfigYAMLAndEveryBindingRunsRitualByAbsolutePath() throws {
        let home = try HotkeyHome()
        for target in Self.targets {
            let output = home.ritual("hotkeys", "export", "--target", target).stdout
            let commands = output.split(separator: "\n").filter {
                $0.contains("hotkeys fire") || $0.contains(#""hotkeys", "fire""#)
            }
            #expect(commands.count == 4, "\(target)")
            #expect(commands.allSatisfy { $0.contains("/opt/my tools/ritual") }, "\(target)")
        }
        let fired = home.ritual("hotkeys", "fire", "super-alt-m", "--strict")
        #expect(fired.status == 0)
        #expect(fired.stdout == "")
        let status = home.ritual("status", "--format", "plain").stdout
        #expect(status == "1/2 🔥1 · Water\n")
    }

    @Test(arguments: [
        ("hammerspoon", "super+xf86AudioPlay", "xf86audioplay"), ("skhd", "ctrl+f22", "f22"),
        ("hammerspoon", "print", "print"), ("kde", "super+comma", "comma"),
        ("skhd", "xf86calculator", "xf86calculator"),
    ])
    func aKeyATargetCannotExpressIsLeftOutWithAWarningAndStrictRefusesIt(target: String, keys: String, key: String)
        throws
    {
        let home = try HotkeyHome(
            config: "hotkeys:\n  - {keys: \(keys), run: Today}\n  - {keys: super+t, run: NextDay}\n")
        let chord = keys.lowercased()
        let problem =
            "The hotkey '\(chord)' (Today) cannot be expressed for \(target): it has no name for the key '\(key)'"
        let output = home.ritual("hotkeys", "export", "--target", target)
        #expect(output.status == 0)
        #expect(output.stdout.contains("super-t"))
        #expect(!output.stdout.contains("Today"))
        #expect(output.stderr == "warning: \(problem); it is left out (--strict refuses it).\n")
        let strict = home.ritual("hotkeys", "export", "--target", target, "--strict")
        #expect(strict.status == 64)
        #expect(strict.stdout == "")
        #expect(strict.stderr == "Error: \(problem).\n")
        let installed = home.ritual("hotkeys", "install", "--target", target)
        #expect(installed.status == 0)
        #expect(installed.stdout.contains("Wrote 1 "))
        #expect(installed.stderr == output.stderr)
    }

    @Test func onlyTheI3FileCarriesTheI3Header() throws {
        let home = try HotkeyHome()
        #expect(home.ritual("hotkeys", "export", "--target", "i3").stdout.hasPrefix("# i3 config file (v4)\n"))
        let sway = home.ritual("hotkeys", "export", "--target", "sway").stdout
        #expect(sway.hasPrefix("# Ritual: CompleteHabit"))
        #expect(!sway.contains("i3"))
    }

    @Test func aPathThatCannotBeQuotedEverywhereIsRefused() throws {
        let home = try HotkeyHome(executable: "/opt/$weird/ritual", defaultHome: true)
        let output = home.ritual("hotkeys", "export", "--target", "i3")
        #expect(output.status == 64)
        #expect(
            output.stderr
                == "Error: The path of ritual '/opt/$weird/ritual' holds '$', which not every hotkey configuration "
                + "can quote; pass --bin with a path without it (a symbolic link will do).\n")
        let fixed = home.ritual("hotkeys", "export", "--target", "i3", "--bin", "/usr/local/bin/ritual")
        #expect(fixed.stdout.contains("exec --no-startup-id /usr/local/bin/ritual hotkeys fire super-alt-m\n"))
    }

    @Test(arguments: [
        ("/opt/a\tb/ritual", "/opt/a\\u{9}b/ritual", "U+0009"), ("/opt/a\nb/ritual", "/opt/a\\u{A}b/ritual", "U+000A"),
        ("/opt/a\rb/ritual", "/opt/a\\u{D}b/ritual", "U+000D"),
        ("/opt/\u{1B}[2J/ritual", "/opt/\\u{1B}[2J/ritual", "U+001B"),
    ])
    func aBinPathWithAControlCharacterIsRefused(path: String, shown: String, code: String) throws {
        let home = try HotkeyHome()
        for command in ["export", "install"] {
            let output = home.ritual("hotkeys", command, "--target", "sxhkd", "--bin", path)
            #expect(output.status == 64)
            #expect(output.stdout == "")
            #expect(
                output.stderr
                    == "Error: The path of ritual '\(shown)' holds a control character (\(code)), which no hotkey "
                    + "configuration can carry; pass --bin with a path without it.\n")
        }
        #expect(!FileManager.default.fileExists(atPath: home.ritual.home.path(".config/sxhkd/sxhkdrc")))
    }
}

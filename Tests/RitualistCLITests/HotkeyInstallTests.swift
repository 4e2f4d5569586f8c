import Foundation
import Testing

@Suite struct HotkeyInstallTests {
    static let userConfig = "# my own bindings\nsuper + Return\n\txterm\n"

    @Test func installWritesABlockBetweenMarkersAndUninstallRestoresTheFileExactly() throws {
        let home = try HotkeyHome()
        let path = try home.ritual.home.write(".config/sxhkd/sxhkdrc", Self.userConfig)
        let first = home.ritual("hotkeys", "install", "--target", "sxhkd")
        #expect(first.status == 0)
        #expect(
            first.stdout == """
                Wrote 4 hotkeys to \(path) (between the ritual markers).
                Then reload: pkill -USR1 -x sxhkd

                """)
        let installed = try String(contentsOfFile: path, encoding: .utf8)
        let export = home.ritual("hotkeys", "export", "--target", "sxhkd").stdout
        #expect(
            installed == Self.userConfig + "\n# ritual hotkeys: begin (written by 'ritual hotkeys install'; edit "
                + "config.yaml instead)\n# ritual hotkeys: install added the blank line above\n" + export
                + "# ritual hotkeys: end\n")
        home.ritual("hotkeys", "install", "--target", "sxhkd")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == installed)
        try (installed + "alt + x\n\tfoo\n").write(toFile: path, atomically: true, encoding: .utf8)
        home.ritual("hotkeys", "install", "--target", "sxhkd")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == installed + "alt + x\n\tfoo\n")
        let removed = home.ritual("hotkeys", "uninstall", "--target", "sxhkd")
        #expect(removed.stdout == "Removed the ritual hotkeys from \(path).\nThen reload: pkill -USR1 -x sxhkd\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.userConfig + "alt + x\n\tfoo\n")
    }

    @Test func aBlockAtTheEndGoesWithTheBlankLineBeforeIt() throws {
        let home = try HotkeyHome()
        let path = try home.ritual.home.write(".xbindkeysrc", "\"xterm\"\n    Mod4 + Return\n")
        home.ritual("hotkeys", "install", "--target", "xbindkeys")
        home.ritual("hotkeys", "uninstall", "--target", "xbindkeys")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "\"xterm\"\n    Mod4 + Return\n")
    }

    @Test func i3GetsAFileOfOursAndTheLineToIncludeIt() throws {
        let home = try HotkeyHome()
        let folder = home.ritual.home.path + "/.config/i3"
        let output = home.ritual("hotkeys", "install", "--target", "i3")
        #expect(
            output.stdout == """
                Wrote 4 hotkeys to \(folder)/ritual.conf.
                Add this line to \(folder)/config: include \(folder)/ritual.conf
                Then reload: i3-msg reload

                """)
        let written = try String(contentsOfFile: folder + "/ritual.conf", encoding: .utf8)
        #expect(written.hasPrefix("# Written by 'ritual hotkeys install --target i3' from config.yaml;\n"))
        #expect(written.hasSuffix(home.ritual("hotkeys", "export", "--target", "i3").stdout))
        _ = try home.ritual.home.write(".config/i3/config", "include \(folder)/ritual.conf\n")
        #expect(!home.ritual("hotkeys", "install", "--target", "i3").stdout.contains("Add this line"))
        #expect(
            home.ritual("hotkeys", "uninstall", "--target", "i3").stdout.hasPrefix("Removed \(folder)/ritual.conf."))
        #expect(!FileManager.default.fileExists(atPath: folder + "/ritual.conf"))
        #expect(FileManager.default.fileExists(atPath: folder + "/config"))
    }

    @Test func kdeGetsOneDesktopFilePerBindingAndUninstallRemovesOnlyOurs() throws {
        let home = try HotkeyHome()
        let folder = home.ritual.home.path + "/.local/share/kglobalaccel"
        _ = try home.ritual.home.write(".local/share/kglobalaccel/mine.desktop", "[Desktop Entry]\n")
        #expect(home.ritual("hotkeys", "install", "--target", "kde").status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(
            names == [
                "mine.desktop", "ritual-alt-enter.desktop", "ritual-ctrl-shift-f5.desktop",
                "ritual-super-alt-m.desktop", "ritual-super-bracketleft.desktop",
            ])
        let file = try String(contentsOfFile: folder + "/ritual-super-alt-m.desktop", encoding: .utf8)
        #expect(
            file.contains(
                "Exec=/usr/bin/env RITUALIST_HOME=\(home.ritual.home.path) \"/opt/my tools/ritual\" hotkeys fire "
                    + "super-alt-m\n"))
        #expect(home.ritual("hotkeys", "uninstall", "--target", "kde").stdout.hasPrefix("Removed 4 shortcut files"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["mine.desktop"])
    }

    @Test(
        .enabled(
            if: FileManager.default.fileExists(
                atPath: "/usr/share/glib-2.0/schemas/org.gnome.settings-daemon.plugins.media-keys.gschema.xml"),
            "GNOME's media-keys schema is not installed (apt-get install gnome-settings-daemon-common)"))
    func gnomeMergesOurBindingsIntoTheListAndKeepsTheUsersOwn() throws {
        var home = try HotkeyHome()
        home.ritual.extra["GSETTINGS_BACKEND"] = "keyfile"
        home.ritual.extra["XDG_CONFIG_HOME"] = home.ritual.home.path + "/cfg"
        let schema = "org.gnome.settings-daemon.plugins.media-keys"
        let mine = "['/org/gnome/settings-daemon/plugins/media-keys/custom-keybindings/custom0/']"
        let gsettings = { (arguments: [String]) throws -> String in
            let environment = home.ritual.environment.merging(["LC_ALL": "C.UTF-8"]) { $1 }
            return try ExternalProgram.run("gsettings", arguments, environment: environment).stdout
        }
        _ = try gsettings(["set", schema, "custom-keybindings", mine])
        #expect(home.ritual("hotkeys", "install", "--target", "gnome").status == 0)
        home.ritual("hotkeys", "install", "--target", "gnome")
        let list = try gsettings(["get", schema, "custom-keybindings"])
        let base = "/org/gnome/settings-daemon/plugins/media-keys/custom-keybindings/"
        #expect(
            list == "['\(base)custom0/', '\(base)ritual-super-alt-m/', '\(base)ritual-ctrl-shift-f5/', "
                + "'\(base)ritual-super-bracketleft/', '\(base)ritual-alt-enter/']\n")
        let binding = schema + ".custom-keybinding:" + base + "ritual-super-alt-m/"
        let name = try gsettings(["get", binding, "name"])
        #expect(name == #""Ritual: CompleteHabit habit=Say \"hi\" it's $HOME; #1 {a,b} 100% 🧘""# + "\n")
        let command = try gsettings(["get", binding, "command"])
        // The test's home is not the default: the command names it (HotkeyExportHomeTests has the quoting).
        #expect(
            command == "'/usr/bin/env RITUALIST_HOME=\(home.ritual.home.path) \"/opt/my tools/ritual\" hotkeys fire "
                + "super-alt-m'\n")
        #expect(try gsettings(["get", binding, "binding"]) == "'<Super><Alt>m'\n")
        #expect(
            home.ritual("hotkeys", "uninstall", "--target", "gnome").stdout
                == "Removed 4 custom shortcuts from GNOME.\n")
        #expect(try gsettings(["get", schema, "custom-keybindings"]) == mine + "\n")
    }

    @Test func withoutAnAbsoluteHomeNothingIsWritten() throws {
        var home = try HotkeyHome()
        home.ritual.extra["HOME"] = "relative/home"
        let output = home.ritual("hotkeys", "install", "--target", "sway")
        #expect(output.status == 64)
        #expect(
            output.stderr == "Error: HOME is not set to an absolute path, so there is no knowing where sway reads.\n")
    }
}

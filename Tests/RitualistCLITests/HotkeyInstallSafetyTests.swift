import Foundation
import Testing

/// `hotkeys install` and `uninstall` touch nothing that is not theirs: a user's lines, a link, a file's mode, a
/// file of the same name that someone else wrote.
@Suite struct HotkeyInstallSafetyTests {
    static let begin = "# ritual hotkeys: begin (written by 'ritual hotkeys install'; edit config.yaml instead)"
    static let end = "# ritual hotkeys: end"

    @Test(arguments: [
        ("sxhkd", ".config/sxhkd/sxhkdrc"), ("xbindkeys", ".xbindkeysrc"),
    ])
    func anUnbalancedMarkerIsRefusedNamingItsLineAndTheFileIsLeftAsItWas(target: String, file: String) throws {
        let cases = [
            ("super + a\n\txterm\n\(Self.begin)\nsuper + b\n\tmine\n", 3, "begin marker", "has no end marker after it"),
            (
                "\(Self.end)\nsuper + b\n\tmine\n\(Self.begin)\n\(Self.end)\n", 1, "end marker",
                "has no begin marker before it"
            ),
            (
                "\(Self.begin)\nx\n\(Self.begin)\n\(Self.end)\nmine\n", 3, "begin marker",
                "comes before the end of the one on line 1"
            ),
        ]
        for (text, line, marker, problem) in cases {
            let home = try HotkeyHome()
            let path = try home.ritual.home.write(file, text)
            for command in ["install", "uninstall"] {
                let output = home.ritual("hotkeys", command, "--target", target)
                #expect(output.status == 65, "\(command) \(line)")
                #expect(output.stdout == "")
                #expect(
                    output.stderr
                        == "Error: The ritual hotkeys \(marker) on line \(line) of '\(path)' \(problem); nothing was "
                        + "changed. Remove the markers that have no pair and install again.\n")
                #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
            }
        }
    }

    @Test(arguments: [
        "", "\n", "a", "a\n", "a\n\n", "super + Return\r\n\txterm\r\n", "# mine\n\"xterm\"\n    Mod4 + Return",
    ])
    func uninstallGivesBackTheUsersFileByteForByte(text: String) throws {
        for (target, file) in [("sxhkd", ".config/sxhkd/sxhkdrc"), ("xbindkeys", ".xbindkeysrc")] {
            let home = try HotkeyHome()
            let path = try home.ritual.home.write(file, text)
            #expect(home.ritual("hotkeys", "install", "--target", target).status == 0)
            #expect(home.ritual("hotkeys", "install", "--target", target).status == 0)
            #expect(try String(contentsOfFile: path, encoding: .utf8) != text)
            #expect(home.ritual("hotkeys", "uninstall", "--target", target).status == 0)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == text, "\(target)")
        }
    }

    @Test(arguments: [("sxhkd", ".config/sxhkd/sxhkdrc"), ("xbindkeys", ".xbindkeysrc")])
    func uninstallRemovesTheFileInstallCreatedAndKeepsLinesAddedSince(target: String, file: String) throws {
        let home = try HotkeyHome()
        let path = home.ritual.home.path(file)
        home.ritual("hotkeys", "install", "--target", target)
        #expect(home.ritual("hotkeys", "uninstall", "--target", target).status == 0)
        #expect(!FileManager.default.fileExists(atPath: path))
        home.ritual("hotkeys", "install", "--target", target)
        let installed = try String(contentsOfFile: path, encoding: .utf8)
        try (installed + "# mine\n").write(toFile: path, atomically: true, encoding: .utf8)
        home.ritual("hotkeys", "uninstall", "--target", target)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "# mine\n")
    }

    @Test func installWritesThroughASymlinkedFileToItsTargetAndKeepsTheLink() throws {
        let home = try HotkeyHome()
        let real = try home.ritual.home.write("dotfiles/sxhkdrc", HotkeyInstallTests.userConfig)
        let link = home.ritual.home.path(".config/sxhkd/sxhkdrc")
        try FileManager.default.createDirectory(
            atPath: (link as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "../../dotfiles/sxhkdrc")
        #expect(home.ritual("hotkeys", "install", "--target", "sxhkd").status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../../dotfiles/sxhkdrc")
        #expect(try String(contentsOfFile: real, encoding: .utf8).contains(Self.begin))
        #expect(home.ritual("hotkeys", "uninstall", "--target", "sxhkd").status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../../dotfiles/sxhkdrc")
        #expect(try String(contentsOfFile: real, encoding: .utf8) == HotkeyInstallTests.userConfig)
    }

    @Test(arguments: [("sxhkd", ".config/sxhkd/sxhkdrc"), ("i3", ".config/i3/ritual.conf")], [0o600, 0o640, 0o755])
    func installKeepsTheModeOfTheFileItRewrites(target: (String, String), mode: Int) throws {
        let home = try HotkeyHome()
        home.ritual("hotkeys", "install", "--target", target.0)
        let path = home.ritual.home.path(target.1)
        chmod(path, mode_t(mode))
        #expect(home.ritual("hotkeys", "install", "--target", target.0).status == 0)
        #expect(try permissions(path) == mode)
    }

    @Test(arguments: [("sxhkd", ".config/sxhkd/sxhkdrc"), ("i3", ".config/i3/ritual.conf")])
    func aReadOnlyFileIsRefusedWithAHintAndLeftAsItWas(target: String, file: String) throws {
        let home = try HotkeyHome()
        home.ritual("hotkeys", "install", "--target", target)
        let path = home.ritual.home.path(file)
        let before = try String(contentsOfFile: path, encoding: .utf8)
        chmod(path, 0o444)
        for command in ["install", "uninstall"] {
            let output = home.ritual("hotkeys", command, "--target", target)
            #expect(output.status == 69, "\(command)")
            #expect(
                output.stderr
                    == "Error: The file '\(path)' is read-only; nothing was changed. Make it writable "
                    + "(chmod u+w '\(path)') and \(command) again.\n")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
            #expect(try permissions(path) == 0o444)
        }
    }

    @Test(arguments: [("sxhkd", ".config/sxhkd/sxhkdrc"), ("i3", ".config/i3/ritual.conf")])
    func aFileThatIsNotTextIsRefusedAsUnwritableAndLeftAsItWas(target: String, file: String) throws {
        let home = try HotkeyHome()
        let path = home.ritual.home.path(file)
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let bytes = Data([0x73, 0x75, 0xFF, 0xFE, 0x0A])
        try bytes.write(to: URL(fileURLWithPath: path))
        for command in ["install", "uninstall"] {
            let output = home.ritual("hotkeys", command, "--target", target)
            #expect(output.status == 69, "\(command)")
            #expect(output.stdout == "")
            #expect(output.stderr == "Error: Cannot write '\(path)': it is not UTF-8 text.\n")
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        }
    }

    @Test func kdeLeavesADesktopFileOfOurNameThatItDidNotWrite() throws {
        let home = try HotkeyHome()
        let mine = "[Desktop Entry]\nType=Application\nName=Mine\nExec=mine\n"
        let foo = try home.ritual.home.write(".local/share/kglobalaccel/ritual-foo.desktop", mine)
        #expect(home.ritual("hotkeys", "install", "--target", "kde").status == 0)
        #expect(home.ritual("hotkeys", "uninstall", "--target", "kde").stdout.hasPrefix("Removed 4 shortcut files"))
        #expect(try String(contentsOfFile: foo, encoding: .utf8) == mine)
        let clash = try home.ritual.home.write(".local/share/kglobalaccel/ritual-super-alt-m.desktop", mine)
        let output = home.ritual("hotkeys", "install", "--target", "kde")
        #expect(output.status == 65)
        #expect(
            output.stderr
                == "Error: The file '\(clash)' was not written by 'ritual hotkeys install'; nothing was changed. "
                + "Move it away and install again.\n")
        #expect(try String(contentsOfFile: clash, encoding: .utf8) == mine)
    }

    @Test func aHandWrittenFileOfOurNameIsNeitherReplacedNorRemoved() throws {
        let home = try HotkeyHome()
        let mine = "bindsym Mod4+Return exec xterm\n"
        let path = try home.ritual.home.write(".config/i3/ritual.conf", mine)
        let removed = home.ritual("hotkeys", "uninstall", "--target", "i3")
        #expect(removed.status == 0)
        #expect(removed.stdout == "Nothing to remove: '\(path)' was not written by 'ritual hotkeys install'.\n")
        let installed = home.ritual("hotkeys", "install", "--target", "i3")
        #expect(installed.status == 65)
        #expect(
            installed.stderr
                == "Error: The file '\(path)' was not written by 'ritual hotkeys install'; nothing was changed. "
                + "Move it away and install again.\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == mine)
    }

    private func permissions(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.posixPermissions] as? Int ?? 0) & 0o7777
    }
}

import Foundation
import IntentKit
import IntentKitTesting
import Testing

/// A binding exported from a home that is not the default runs `ritual` with that home, whatever the environment
/// of the session that reads the file: pressed where `RITUALIST_HOME` is unset, it still acts on the home it was
/// made for. Each target's line is read back as its program reads it and run, with the built binary.
@Suite struct HotkeyExportHomeTests {
    /// A home whose path holds a blank and both quotes, with one habit, Read, and a chord that completes it.
    struct QuotedHome {
        let folder = TemporaryDirectory()
        var ritual: Ritual
        var path: String { folder.path + #"/my "habit" home's"# }

        init() throws {
            ritual = Ritual(home: folder)
            ritual.extra["RITUALIST_HOME"] = folder.path + #"/my "habit" home's"#
            try folder.write(
                #"my "habit" home's/config.yaml"#,
                "hotkeys:\n  - {keys: super+alt+m, run: CompleteHabit, with: {habit: Read}}\n")
            ritual("habit", "add", "Read", "--start", "2025-11-01")
        }
    }

    /// The command of the one binding in `export`, as the target hands it on: a line for `sh -c`, or an argv.
    static func command(_ export: String, target: String) throws -> [String] {
        let lines = export.split(separator: "\n").map(String.init)
        func line(containing text: String) throws -> String {
            try #require(lines.first { $0.contains(text) }, "\(target): \(export)")
        }
        func shell(_ text: String) -> [String] { ["/bin/sh", "-c", text] }
        switch target {
        case "sxhkd": return shell(String(try line(containing: "hotkeys fire").dropFirst()))
        case "i3", "sway":
            let bind = try line(containing: "hotkeys fire")
            let range = try #require(bind.range(of: "exec --no-startup-id "))
            return shell(String(bind[range.upperBound...]))
        case "hyprland":
            let bind = try line(containing: "hotkeys fire")
            let range = try #require(bind.range(of: ", exec, "))
            return shell(String(bind[range.upperBound...]))
        case "xbindkeys":
            let quoted = try line(containing: "hotkeys fire")
            return shell(String(quoted.dropFirst().dropLast()))
        case "skhd":
            let bind = try line(containing: "hotkeys fire")
            let range = try #require(bind.range(of: " : "))
            return shell(String(bind[range.upperBound...]))
        case "hyprland-lua":
            let bind = try line(containing: "hotkeys fire")
            let start = try #require(bind.range(of: "exec_cmd(\"")).upperBound
            let end = try #require(bind.range(of: "\"), {description")).lowerBound
            return shell(lua(bind[start..<end]))
        case "hammerspoon":
            let task = try line(containing: "hs.task.new(")
            let strings = luaStrings(task)
            return strings
        case "gnome":
            let value = try line(containing: "command=").dropFirst("command=".count)
            return shell(gvariant(value))
        case "kde":
            // The key file's escapes first (`\\` is one backslash), then the Exec quoting, which sh reads alike.
            let value = try line(containing: "Exec=").dropFirst("Exec=".count)
            return shell(value.replacingOccurrences(of: "\\\\", with: "\\"))
        default:
            Issue.record("no reader for \(target)")
            return []
        }
    }

    /// A Lua string literal's body, its escapes read.
    static func lua(_ body: Substring) -> String {
        var text = "", escaped = false
        for character in body {
            if escaped || character != "\\" {
                text.append(character)
                escaped = false
            } else {
                escaped = true
            }
        }
        return text
    }

    /// The Lua string literals of a line, in order, their escapes read.
    static func luaStrings(_ line: String) -> [String] {
        var strings: [String] = [], current: String?, escaped = false
        for character in line {
            if current == nil {
                if character == "\"" { current = "" }
            } else if escaped {
                current?.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                strings.append(current ?? "")
                current = nil
            } else {
                current?.append(character)
            }
        }
        return strings
    }

    /// A GVariant string literal's text, as gsettings and dconf read it.
    static func gvariant(_ literal: Substring) -> String {
        lua(literal.dropFirst().dropLast())
    }

    @Test(arguments: HotkeyExportTests.targets)
    func aPressWithoutRitualistHomeInTheSessionActsOnTheHomeTheExportWasMadeFor(target: String) throws {
        let home = try QuotedHome()
        let export = home.ritual("hotkeys", "export", "--target", target, "--bin", Ritual.binary)
        #expect(export.status == 0, "\(export.stderr)")
        let command = try Self.command(export.stdout, target: target)
        // The session's own default home is another folder, which must stay untouched.
        let session = TemporaryDirectory()
        let pressed = try ProcessRunner.run(
            command[0], Array(command.dropFirst()),
            environment: [
                "HOME": session.path, "PATH": "/usr/bin:/bin", "TZ": home.ritual.zone, "RITUALIST_NOW": home.ritual.now,
            ])
        #expect(pressed.status == 0, "\(target): \(command) \(pressed.stderr)")
        #expect(home.ritual("status", "--format", "plain").stdout == "1/1 🔥1\n", "\(target)")
        for folder in ["/.local/share/ritualist", "/.local/state/ritualist"] {
            #expect(!FileManager.default.fileExists(atPath: session.path + folder), "\(target)")
        }
    }

    @Test(arguments: HotkeyExportTests.targets)
    func theDefaultHomeAddsNothingToTheCommands(target: String) throws {
        let home = try HotkeyHome(defaultHome: true)
        let export = home.ritual("hotkeys", "export", "--target", target)
        #expect(export.status == 0, "\(export.stderr)")
        #expect(!export.stdout.contains("RITUALIST_HOME"), "\(target)")
        #expect(!export.stdout.contains("/usr/bin/env"), "\(target)")
        let named = try HotkeyHome()
        let homeExport = named.ritual("hotkeys", "export", "--target", target).stdout
        #expect(homeExport.contains("RITUALIST_HOME="), "\(target)")
    }

    @Test(arguments: HotkeyExportTests.targets)
    func installWritesTheHomeAsExportDoes(target: String) throws {
        guard target != "gnome" else { return }
        let home = try QuotedHome()
        var ritual = home.ritual
        ritual.extra["HOME"] = home.folder.path
        let installed = ritual("hotkeys", "install", "--target", target, "--bin", Ritual.binary)
        #expect(installed.status == 0, "\(installed.stderr)")
        let files = try FileManager.default.subpathsOfDirectory(atPath: home.folder.path).filter {
            $0.hasPrefix(".") && !$0.hasPrefix(".local/share/ritualist")
        }
        let written = try files.compactMap { file -> String? in
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: home.folder.path(file), isDirectory: &isFolder)
            return !exists || isFolder.boolValue
                ? nil : try String(contentsOfFile: home.folder.path(file), encoding: .utf8)
        }.joined(separator: "\n")
        #expect(written.contains("RITUALIST_HOME="), "\(target): \(files)")
    }

    @Test(arguments: [("$", "/a$b"), ("#", "/a#b"), (";", "/a;b"), ("%", "/a%b"), ("\\", "/a\\b")])
    func aHomeNotEveryTargetCanQuoteIsRefused(character: String, suffix: String) throws {
        let folder = TemporaryDirectory()
        var ritual = Ritual(home: folder)
        let path = folder.path + suffix
        ritual.extra["RITUALIST_HOME"] = path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try "hotkeys:\n  - {keys: super+t, run: Today}\n".write(
            toFile: path + "/config.yaml", atomically: true, encoding: .utf8)
        let output = ritual("hotkeys", "export", "--target", "sxhkd")
        #expect(output.status == 64)
        #expect(output.stdout == "")
        #expect(
            output.stderr
                == "Error: The home '\(path)' holds '\(character)', which not every hotkey configuration can quote; "
                + "set RITUALIST_HOME to a path without it (a symbolic link will do).\n")
    }
}

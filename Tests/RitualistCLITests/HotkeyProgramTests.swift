import Foundation
import IntentKitTesting
import Testing

/// The generated configurations, read by the programs themselves where Debian has them.
@Suite struct HotkeyProgramTests {
    @Test(.enabled(if: ExternalProgram.path("i3") != nil, "i3 is not installed (apt-get install i3-wm)"))
    func i3AcceptsTheExport() throws {
        let file = try export("i3")
        let check = try ExternalProgram.run("i3", ["-C", "-c", file])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(!check.stderr.contains("ERROR"), "\(check.stderr)")
    }

    @Test(.enabled(if: ExternalProgram.path("sway") != nil, "sway is not installed (apt-get install sway)"))
    func swayAcceptsTheExport() throws {
        let file = try export("sway")
        let runtime = FileManager.default.temporaryDirectory.appendingPathComponent("ritual-sway-\(getpid())")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: runtime) }
        let environment = [
            "WLR_BACKENDS": "headless", "WLR_LIBINPUT_NO_DEVICES": "1", "WLR_RENDERER": "pixman",
            "XDG_RUNTIME_DIR": runtime.path,
        ]
        var check: ProcessResult
        if ExternalProgram.isRoot {
            // sway refuses to run as root: check as nobody.
            chmod(runtime.path, 0o777)
            chmod(file, 0o644)
            let words = environment.map { "\($0.key)=\($0.value)" }
            check = try ExternalProgram.run(
                "runuser", ["-u", "nobody", "--", "env"] + words + ["sway", "-C", "-c", file])
        } else {
            check = try ExternalProgram.run("sway", ["-C", "-c", file], environment: environment)
        }
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(!check.stderr.contains("sway/config.c"), "\(check.stderr)")
    }

    @Test(
        .enabled(if: ExternalProgram.path("luac5.4") != nil, "luac5.4 is not installed (apt-get install lua5.4)"),
        arguments: ["hammerspoon", "hyprland-lua"])
    func luaReadsTheExport(target: String) throws {
        let check = try ExternalProgram.run("luac5.4", ["-p", try export(target)])
        #expect(check.status == 0, "\(check.stderr)")
    }

    @Test(
        .enabled(
            if: ExternalProgram.path("desktop-file-validate") != nil,
            "desktop-file-validate is not installed (apt-get install desktop-file-utils)"))
    func kdeDesktopFilesAreValid() throws {
        let home = try HotkeyHome()
        #expect(home.ritual("hotkeys", "install", "--target", "kde").status == 0)
        let folder = home.ritual.home.path + "/.local/share/kglobalaccel"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(files.count == 4)
        for file in files {
            let check = try ExternalProgram.run("desktop-file-validate", [folder + "/" + file])
            #expect(check.status == 0 && check.stdout.isEmpty, "\(file): \(check.stdout)\(check.stderr)")
        }
    }

    /// The export of the hotkey fixture, in a file anyone can read.
    private func export(_ target: String) throws -> String {
        let output = try HotkeyHome().ritual("hotkeys", "export", "--target", target)
        #expect(output.status == 0)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ritual-\(target)-\(getpid()).conf")
        try output.stdout.write(to: path, atomically: true, encoding: .utf8)
        return path.path
    }
}

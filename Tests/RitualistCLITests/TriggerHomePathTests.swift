import Foundation
import IntentKitTesting
import Testing

/// A home whose path holds a line break never reaches a scheduler's file: systemd, launchd and cron read theirs
/// line by line, so the break would add a directive (`ExecStartPre=`) or a crontab line of its own.
@Suite struct TriggerHomePathTests {
    @Test(arguments: ["systemd", "cron", "launchd"])
    func aHomeWithALineBreakIsRefusedAndNothingIsWritten(target: String) throws {
        let folder = TemporaryDirectory()
        let home = folder.path + "/home\nExecStartPre=/bin/sh -c id"
        try FileManager.default.createDirectory(atPath: home + "/intents", withIntermediateDirectories: true)
        try TriggerHome.evening.write(toFile: home + "/intents/Evening.yaml", atomically: true, encoding: .utf8)
        var triggers = try TriggerHome(home: folder, files: [:])
        triggers.ritual.extra["RITUALIST_HOME"] = home
        triggers.ritual.extra["HOME"] = folder.path
        for dryRun in [true, false] {
            let result = triggers.ritual.run(
                ["triggers", "install", "--target", target] + (dryRun ? ["--dry-run"] : []))
            #expect(result.status == 64, "\(result.stdout)\(result.stderr)")
            #expect(
                result.stderr
                    == "Error: The path of the home '\(folder.path)/home\\u{A}ExecStartPre=/bin/sh -c id' holds a control "
                    + "character (U+000A), which would start a line of its own in a unit or a crontab; nothing was "
                    + "changed. Use a path without it (a symbolic link will do).\n")
        }
        #expect(triggers.unitNames().isEmpty)
    }
}

import Foundation
import IntentKitTesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct SyncCommandTests {
    @Test(arguments: [
        (
            "sync: postgresql://me@h/d",
            "1:7: error: sync must be a mapping such as {url: \"postgresql://USER@HOST/DB\"}, not the value 'postgresql://me@h/d'"
        ),
        ("sync:\n  url: [a, b]", "2:8: error: sync url needs a single value, not a list"),
        (
            "sync:\n  url: postgresql://me@h/d\n  pasword_file: /x",
            "3:3: error: unknown sync setting 'pasword_file' (expected url, password_file or every). Did you mean 'password_file'?"
        ),
        (
            "sync:\n  url: postgresql://me@h/d\n  password: hunter2",
            "3:3: error: a password does not belong in config.yaml; put it in a file readable by you alone and name it with password_file"
        ),
        (
            "sync:\n  every: 15m",
            "2:3: error: sync every needs the url in this section: the timer runs ritual-sync outside your shell, where RITUALIST_SYNC_URL is not set"
        ),
        (
            "sync:\n  url: postgresql://me@h/d\n  every: 30s",
            "3:10: error: interval '30s' is under a minute (a trigger runs at most once a minute)"
        ),
        (
            "sync:\n  url: postgresql://me@h/d\n  every: 15",
            "3:10: error: invalid interval '15' for 'every' (expected minutes or hours, such as 30m or 2h)"
        ),
        (
            "sync:\n  url: postgresql://me@h/d\n  every: 90s",
            "3:10: error: interval '90s' is not a whole number of minutes"
        ),
        (
            "sync:\n  url: postgresql://me@h/d\n  every: 25h",
            "3:10: error: interval '25h' is longer than a day (use 'at' or 'calendar')"
        ),
        (
            "sync:\n  url: postgresql://me@h/d\n  every: [15m]",
            "3:10: error: sync every needs an interval such as 15m, not a list"
        ),
    ])
    func aBrokenSyncSectionIsReportedWithItsPlace(config: String, expected: String) throws {
        let ritual = Ritual()
        let path = try ritual.home.write("config.yaml", config + "\n")
        let result = ritual("check")
        #expect(result.status == 78)
        #expect(result.stderr.split(separator: "\n").contains { $0 == path + ":" + expected })
    }

    @Test func aBrokenSyncSectionStopsNeitherPressesNorTheOtherSections() throws {
        let ritual = Ritual()
        try ritual.home.write("config.yaml", "week_start: sunday\nsync:\n  ur1: x\n")
        #expect(ritual("habit", "add", "Read").status == 0)
        #expect(ritual("done", "Read").status == 0)
    }

    @Test func aSectionWithOnlyAPasswordFileTakesItsURLFromTheEnvironment() throws {
        var ritual = Ritual()
        let passwordFile = try ritual.home.write("sync-password", "hunter2\n")
        chmod(passwordFile, 0o644)
        try ritual.home.write("config.yaml", "sync:\n  password_file: \(passwordFile)\n")
        #expect(ritual("check").status == 0)
        let unconfigured = ritual("sync", "status")
        #expect(unconfigured.status == 78)
        #expect(unconfigured.stderr.contains("Sync is not configured"))
        ritual.extra["RITUALIST_SYNC_URL"] = "postgresql://me@h/d"
        // The section's password file is read for the environment's URL: refused here for its mode.
        let refused = ritual("sync", "status")
        #expect(refused.status == 78)
        #expect(refused.stderr.contains("Password file '\(passwordFile)' refused"))
        #expect(!refused.stderr.contains("hunter2"))
    }

    @Test func withoutSyncConfiguredSyncSaysHowToConfigureIt() {
        let result = Ritual()("sync")
        #expect(result.status == 78)
        #expect(result.stderr.contains("Sync is not configured: add 'sync: {url: "))
    }

    @Test func aPasswordInTheURLIsAConfigurationError() {
        var ritual = Ritual()
        ritual.extra["RITUALIST_SYNC_URL"] = "postgresql://me:hunter2@h/d"
        let result = ritual("sync", "status", "--json")
        #expect(result.status == 78)
        #expect(!result.stderr.contains("hunter2"))
        #expect(result.stdout.contains(#""case": "invalidSyncSettings""#))
    }

    @Test func anUnknownActionIsAUsageError() {
        var ritual = Ritual()
        ritual.extra["RITUALIST_SYNC_URL"] = "postgresql://me@h/d"
        let result = ritual("sync", "now")
        #expect(result.status == 64)
        #expect(result.stderr.contains("Unknown sync action 'now' (expected init or status)."))
    }

    @Test func aMissingRitualSyncSaysHowToBuildIt() {
        var ritual = Ritual()
        ritual.extra["RITUALIST_SYNC_URL"] = "postgresql://me@h/d"
        ritual.extra["RITUALIST_EXECUTABLE"] = ritual.home.path("bin/ritual")
        let result = ritual("sync", "status")
        #expect(result.status == 69)
        #expect(result.stderr.contains("'ritual-sync' is not installed beside ritual nor on PATH"))
        #expect(result.stderr.contains("swift build -c release --product ritual-sync"))
    }

    @Test func syncRunsTheRitualSyncBesideRitualAndPassesItsOutputAndStatusOn() {
        var ritual = Ritual()
        ritual.extra["RITUALIST_SYNC_URL"] = "postgresql://me@/d?host=\(ritual.home.path("no-server"))"
        ritual.extra["RITUALIST_EXECUTABLE"] = BuiltProducts.path(of: "ritual")
        let status = ritual("sync", "status")
        #expect(status.status == 0)
        #expect(
            status.stdout.contains("Reachable: no: Cannot reach the sync server at \(ritual.home.path("no-server"))"))
        let strict = ritual("sync", "--strict")
        #expect(strict.status == 69)
        #expect(strict.stderr.contains("error: "))
    }

    /// A fake `ritual-sync` beside a fake `ritual` path records how it was started.
    func fakeSync(in ritual: inout Ritual) throws -> String {
        let marker = ritual.home.path("started")
        let script = try ritual.home.write(
            "bin/ritual-sync",
            """
            #!/bin/sh
            stdin=$(readlink /proc/$$/fd/0)
            stdout=$(readlink /proc/$$/fd/1)
            stderr=$(readlink /proc/$$/fd/2)
            printf 'args: %s\\nstdin: %s\\nstdout: %s\\nstderr: %s\\nsid: %s\\n' "$*" "$stdin" "$stdout" "$stderr" \\
              "$(ps -o sid= -p $$ | tr -d ' ')" > "\(marker).tmp"
            mv "\(marker).tmp" "\(marker)"
            """)
        chmod(script, 0o755)
        ritual.extra["RITUALIST_EXECUTABLE"] = ritual.home.path("bin/ritual")
        return marker
    }

    @Test func aPressThatChangesSomethingStartsADetachedPushWhenSyncIsConfigured() throws {
        var ritual = Ritual()
        let marker = try fakeSync(in: &ritual)
        #expect(ritual("habit", "add", "Read").status == 0)
        #expect(!FileManager.default.fileExists(atPath: marker))
        try ritual.home.write("config.yaml", "sync:\n  url: postgresql://me@h/d\n")
        #expect(ritual("done", "Read").status == 0)
        #expect(Waiting.until(seconds: 20) { FileManager.default.fileExists(atPath: marker) })
        let lines = try String(contentsOfFile: marker, encoding: .utf8).split(separator: "\n")
        #expect(lines.contains("args: push"))
        #expect(lines.contains("stdin: /dev/null"))
        #expect(lines.contains("stdout: /dev/null"))
        #expect(lines.contains("stderr: /dev/null"))
        #expect(!lines.contains("sid: \(getsid(0))"))
    }

    /// Each press runs to the end of everything it started (`Descendants`): a push it started has written its
    /// marker by then.
    @Test func aPressThatChangesNothingStartsNoPush() throws {
        var ritual = Ritual()
        let marker = try fakeSync(in: &ritual)
        ritual.extra["RITUALIST_SYNC_URL"] = "postgresql://me@h/d"
        let press = { (words: [String]) in try Descendants.run(Ritual.binary, words, environment: ritual.environment) }
        #expect(try press(["habit", "add", "Read"]).status == 0)
        try? FileManager.default.removeItem(atPath: marker)
        #expect(try press(["status"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: marker))
        #expect(try press(["done", "Read"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: marker))
    }
}

import Foundation
import IntentKitTesting
import RitualistConsole
import Testing

@testable import RitualistCLI

/// What a run needs from its environment before it can do anything: where the files live and what time it is.
/// Without either it runs nothing, writes nothing, and says so even in silent mode (exit 78).
@Suite struct EnvironmentTests {
    @Test(arguments: [["run", "Today"], ["status"], ["habit", "add", "Read"]])
    func withoutAHomeNothingIsGuessed(arguments: [String]) {
        var ritual = Ritual()
        ritual.extra = ["RITUALIST_HOME": "", "HOME": ""]
        let result = ritual.run(arguments)
        #expect(result.status == 78)
        #expect(
            result.stderr
                == "Error: Cannot tell where to keep Ritualist's files: HOME is not set to an absolute path, nor is "
                + "XDG_DATA_HOME. Set RITUALIST_HOME (or HOME).\n")
        #expect(result.stdout.isEmpty)
    }

    /// A relative `RITUALIST_HOME` would be another home from each folder: refused before anything is read or made.
    @Test(arguments: [["status"], ["habit", "add", "Read"], ["run", "Today"]])
    func aRelativeRitualistHomeIsRefused(arguments: [String]) throws {
        var ritual = Ritual()
        ritual.extra = ["RITUALIST_HOME": "habits"]
        let result = ritual.run(arguments)
        #expect(result.status == 78)
        #expect(
            result.stderr
                == "Error: RITUALIST_HOME must be an absolute path, not 'habits': a relative one would name another "
                + "folder from each folder you type in. Use \"$PWD/habits\" for this folder.\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: ritual.home.path).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: "habits"))
    }

    @Test func theXDGDirectoriesAreEnoughWithoutAHome() {
        var ritual = Ritual()
        let base = ritual.home.path
        ritual.extra = [
            "RITUALIST_HOME": "", "HOME": "", "XDG_DATA_HOME": base + "/data", "XDG_CONFIG_HOME": base + "/config",
            "XDG_STATE_HOME": base + "/state",
        ]
        #expect(ritual("habit", "add", "Read").stdout == "Added 'Read' (daily, from 2025-11-08).\n")
    }

    @Test func terminalControlsInStoredOrGivenTextArePrintedEscaped() {
        let ritual = Ritual()
        ritual("habit", "add", "Ok")
        let refused = ritual("habit", "add", "\u{1B}[2J\u{1B}]0;pwned\u{07}Evil")
        #expect(refused.status == 64)
        #expect(
            refused.stderr
                == "Error: The habit's name must not contain control characters (such as escape sequences).\n")
        let unknown = ritual("run", "CompleteHabit", "habit=\u{1B}[2JX", "--strict")
        #expect(unknown.stderr.hasPrefix("Error: No habit named '\\u{1B}[2JX'."))
        let journal = ritual("journal")
        #expect(!journal.stdout.contains("\u{1B}"))
        #expect(journal.stdout.contains("habit=\\u{1B}[2JX"))
    }

    @Test(arguments: [["run", "Today"], ["check"], ["habit", "list"]])
    func aHomeOthersCanWriteIsRefusedWithTheFix(arguments: [String]) throws {
        let ritual = Ritual()
        chmod(ritual.home.path, 0o777)
        let result = ritual.run(arguments)
        #expect(result.status == 78)
        #expect(
            result.stderr
                == "Error: Refusing to use the home: \(ritual.home.path): folder is writable by others; run "
                + "'chmod go-w \(ritual.home.path)'.\n")
        chmod(ritual.home.path, 0o700)
        #expect(ritual.run(arguments).status == 0)
    }

    @Test func aHomeOwnedByAnotherUserIsRefused() throws {
        try #require(geteuid() == 0, "needs root to hand the folder to another user")
        let ritual = Ritual()
        chown(ritual.home.path, 65534, 65534)
        defer { chown(ritual.home.path, 0, 0) }
        let result = ritual("run", "Today")
        #expect(result.status == 78)
        #expect(
            result.stderr
                == "Error: Refusing to use the home: \(ritual.home.path): folder is owned by uid 65534, not you; "
                + "only your own files and root's are read.\n")
    }

    @Test func theJournalSaysHowManyDamagedLinesItSkipped() throws {
        let ritual = Ritual()
        ritual("habit", "add", "Read")
        let journal = ritual.home.path("journal.jsonl")
        let handle = try #require(FileHandle(forWritingAtPath: journal))
        handle.seekToEndOfFile()
        handle.write(Data("{\"torn\": tr".utf8))
        try handle.close()
        ritual("habit", "add", "Run")
        let result = ritual("journal")
        #expect(result.stderr == "note: 1 damaged line skipped.\n")
        #expect(result.stdout.split(separator: "\n").count == 2)  // the record after the torn line is whole
    }
}

/// One date grammar and one supported range on every route.
@Suite struct DateRangeTests {
    @Test(arguments: [
        ["skip", "--date", "0000-01-01"], ["habit", "add", "Run", "--start", "0000-01-01"],
        ["status", "--date", "0000-01-01"], ["run", "CompleteHabit", "habit=Read", "date=0000-01-01", "--strict"],
    ])
    func aDateOutsideTheSupportedRangeIsRefusedOnEveryRoute(arguments: [String]) throws {
        let ritual = Ritual()
        ritual("habit", "add", "Read")
        let parameter = arguments.contains("--start") ? "start" : "date"
        let result = ritual.run(arguments)
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "Error: Invalid value '0000-01-01' for parameter '\(parameter)': expected a date (YYYY-MM-DD) or "
                + "one of today, yesterday, tomorrow, selected.\n")
    }
}

/// A declaration is text another program may have written: nothing in it drives the terminal.
@Suite struct DeclarationEscapeTests {
    @Test func checkListAndDescribePrintADeclarationsControlsEscaped() throws {
        let ritual = Ritual()
        try ritual.home.write(
            "intents/Evil.yaml",
            "version: 1\nintent: Evil\ntitle: \"\\e]0;pwned\\a\"\nsummary: \"\\e[2JGone\"\nperform: navigation.today\n")
        try ritual.home.write("intents/Broken.yaml", "version: 1\nintent: Broken\n\u{1B}]0;pwned\u{07}: 1\n")
        for arguments in [["check"], ["list"], ["describe", "Evil"]] {
            let result = ritual.run(arguments)
            #expect(!(result.stdout + result.stderr).contains("\u{1B}"), "\(arguments)")
        }
        #expect(ritual("list").stdout.contains("Evil            \\u{1B}[2JGone [user]\n"))
    }
}

@Suite struct ProcessEnvironmentTests {
    @Test func theProcessEnvironmentIsReadAsFoundationReadsIt() {
        #expect(Console.processEnvironment() == ProcessInfo.processInfo.environment)
    }
}

import ArgumentParser
import RitualistConsole
import Testing

@testable import RitualistCLI

/// `run`, `status`, `hotkeys fire`, `list` and `--version` in their plain shapes are read without the argument
/// parser: whatever they read must be what the parser reads, and whatever they decline is left to the parser (and
/// its messages).
@Suite struct PlainWordsTests {
    static let read: [[String]] = [
        ["run", "CompleteHabit"], ["run", "CompleteHabit", "habit=Meditate"],
        ["run", "completehabit", "habit=Meditate", "date=2025-11-08", "--strict"],
        ["run", "--strict", "CompleteHabit", "habit=Meditate"],
        ["run", "LogHabitValue", "habit=Water", "value=2", "-q"],
        ["run", "Today", "--json", "--no-prompt", "--notify"], ["run", "NextDay", "--quiet", "--strict", "--json"],
        ["run", "--batch"], ["run", "--batch", "--strict"], ["run", "Echo", "text=a b", "habit=Médité 🧘", "x="],
        ["run", "CompleteHabit", "help"], ["run", "CompleteHabit", "habit=$(touch /tmp/x); rm -rf ~"],
    ]

    static let declined: [[String]] = [
        ["run"], ["run", "--help"], ["run", "CompleteHabit", "--help"], ["run", "CompleteHabit", "-h"],
        ["run", "CompleteHabit", "--params", "{}"], ["run", "CompleteHabit", "--params={}"],
        ["run", "CompleteHabit", "--strict", "--strict"], ["run", "CompleteHabit", "-q", "--quiet"],
        ["run", "CompleteHabit", "--strcit"], ["run", "LogHabitValue", "habit=Water", "-1"],
        ["run", "--batch", "CompleteHabit"], ["run", "CompleteHabit", "--", "habit=x"], ["status"], [],
        ["help", "run"], ["run", "CompleteHabit", "-"],
    ]

    @Test(arguments: read) func whatItReadsIsWhatTheParserReads(_ words: [String]) throws {
        let request = try #require(RunRequest(plainWords: words))
        let parsed = try #require(try RitualCommand.parseAsRoot(words) as? RunCommand)
        #expect(request == parsed.request)
    }

    @Test(arguments: declined) func whatItDeclinesIsLeftToTheParser(_ words: [String]) {
        #expect(RunRequest(plainWords: words) == nil)
    }

    @Test func theParserReportsWhatItDeclines() {
        let ritual = Ritual()
        let unknown = ritual("run", "CompleteHabit", "--strcit")
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("Unknown option '--strcit'"))
        let missing = ritual("run")
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("Missing expected argument '<intent>'"))
    }

    static let status: [[String]] = [
        ["status"], ["status", "--json"], ["status", "--format", "waybar"], ["status", "--format=i3status-rs"],
        ["status", "--date", "yesterday", "--size", "small"], ["status", "--date=2025-11-08", "--format", "xbar"],
        ["status", "--follow", "--format", "polybar"], ["status", "--size=large", "--json", "--date", "selected"],
    ]

    static let statusDeclined: [[String]] = [
        ["status", "--format", "wayb"], ["status", "--size", "huge"], ["status", "--format"],
        ["status", "--json", "--json"],
        ["status", "--date", "-1"], ["status", "today"], ["status", "--help"],
        ["status", "--format", "waybar", "--format", "xbar"],
        ["status", "--jsn"],
    ]

    @Test(arguments: status) func statusReadsWhatTheParserReads(_ words: [String]) throws {
        let request = try #require(StatusRequest(plainWords: words))
        let parsed = try #require(try RitualCommand.parseAsRoot(words) as? StatusCommand)
        #expect(request == parsed.request)
    }

    @Test(arguments: statusDeclined) func statusLeavesTheRestToTheParser(_ words: [String]) {
        #expect(StatusRequest(plainWords: words) == nil)
    }

    static let fire: [[String]] = [
        ["hotkeys", "fire", "super-alt-m"], ["hotkeys", "fire", "ctrl-1", "--notify"],
        ["hotkeys", "fire", "--strict", "super-d", "--notify"], ["hotkeys", "fire", "a", "--json"],
    ]

    static let fireDeclined: [[String]] = [
        ["hotkeys", "fire"], ["hotkeys", "fire", "a", "b"], ["hotkeys", "fire", "a", "--strict", "--strict"],
        ["hotkeys", "fire", "--help"], ["hotkeys", "list"], ["hotkeys", "fire", "a", "--quiet"],
    ]

    @Test(arguments: fire) func fireReadsWhatTheParserReads(_ words: [String]) throws {
        let request = try #require(FireRequest(plainWords: words))
        let parsed = try #require(try RitualCommand.parseAsRoot(words) as? HotkeysFireCommand)
        #expect(request == parsed.request)
    }

    @Test(arguments: fireDeclined) func fireLeavesTheRestToTheParser(_ words: [String]) {
        #expect(FireRequest(plainWords: words) == nil)
    }

    static let list: [[String]] = [["list"], ["list", "--json"]]
    static let listDeclined: [[String]] = [
        ["list", "--json", "--json"], ["list", "CompleteHabit"], ["list", "--help"], ["list", "--jsn"], ["lsit"],
    ]

    @Test(arguments: list) func listReadsWhatTheParserReads(_ words: [String]) throws {
        let request = try #require(ListRequest(plainWords: words))
        let parsed = try #require(try RitualCommand.parseAsRoot(words) as? ListCommand)
        #expect(request == parsed.request)
    }

    @Test(arguments: listDeclined) func listLeavesTheRestToTheParser(_ words: [String]) {
        #expect(ListRequest(plainWords: words) == nil)
    }

    @Test func theVersionIsTheParsersVersion() throws {
        let ritual = Ritual()
        let plain = ritual("--version")
        #expect(plain.status == 0)
        let error = #expect(throws: (any Error).self) { try RitualCommand.parseAsRoot(["--version"]) }
        #expect(RitualCommand.exitCode(for: try #require(error)) == .success)
        #expect(plain.stdout == RitualCommand.fullMessage(for: try #require(error)) + "\n")
        // Anything beside it is the parser's to read.
        #expect(PlainCommand(["--version", "--json"]) == nil)
        #expect(PlainCommand(["list", "--version"]) == nil)
    }
}

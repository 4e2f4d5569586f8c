import ArgumentParser
import RitualistConsole
import Testing

@testable import RitualistCLI

/// `run`, `status`, `hotkeys fire`, `list`, `streak`, `stats`, `calendar` and `--version` in their plain shapes are read without the argument
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
        ["run", "CompleteHabit", "--params", "{}"], ["run", "CompleteHabit", "--params={\"habit\": \"Read\"}"],
        ["run", "StreakGuard", "--trigger", "streakguard-1"],
        ["run", "--trigger=celebrate-1", "Celebrate", "--strict"],
    ]

    static let declined: [[String]] = [
        ["run"], ["run", "--help"], ["run", "CompleteHabit", "--help"], ["run", "CompleteHabit", "-h"],
        ["run", "CompleteHabit", "--strict", "--strict"], ["run", "CompleteHabit", "-q", "--quiet"],
        ["run", "CompleteHabit", "--strcit"], ["run", "LogHabitValue", "habit=Water", "-1"],
        ["run", "--batch", "CompleteHabit"], ["run", "CompleteHabit", "--", "habit=x"], ["status"], [],
        ["help", "run"], ["run", "CompleteHabit", "-"], ["run", "CompleteHabit", "--params"],
        ["run", "--batch", "--params", "{}"], ["run", "CompleteHabit", "--trigger", "--strict"],
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

    static let streak: [[String]] = [
        ["streak"], ["streak", "Meditate"], ["streak", "--json"], ["streak", "--habit", "Water", "--strict"],
        ["streak", "--category=Health", "--json"], ["streak", "Med", "--habit=Med"], ["streak", "Médité 🧘"],
        ["streak", "help"],
    ]
    static let streakDeclined: [[String]] = [
        ["streak", "a", "b"], ["streak", "--json", "--json"], ["streak", "--habit"], ["streak", "--habit", "-x"],
        ["streak", "--help"], ["streak", "-h"], ["streak", "--jsn"], ["streak", "--days", "7"], ["streaks"],
    ]

    @Test(arguments: streak) func streakReadsWhatTheParserReads(_ words: [String]) throws {
        let request = try #require(StreakRequest(plainWords: words))
        let parsed = try #require(try RitualCommand.parseAsRoot(words) as? StreakCommand)
        #expect(request == parsed.request)
    }

    @Test(arguments: streakDeclined) func streakLeavesTheRestToTheParser(_ words: [String]) {
        #expect(StreakRequest(plainWords: words) == nil)
    }

    static let stats: [[String]] = [
        ["stats"], ["stats", "Meditate"], ["stats", "--days", "365"], ["stats", "--days=all", "--json"],
        ["stats", "Water", "--days", "7", "--category", "Health", "--strict"], ["stats", "--json", "--strict"],
    ]
    static let statsDeclined: [[String]] = [
        ["stats", "a", "b"], ["stats", "--days", "12"], ["stats", "--days"], ["stats", "--days", "-7"],
        ["stats", "--json", "--json"], ["stats", "--help"], ["stats", "--months", "3"], ["stat"],
    ]

    @Test(arguments: stats) func statsReadsWhatTheParserReads(_ words: [String]) throws {
        let request = try #require(StatsRequest(plainWords: words))
        let parsed = try #require(try RitualCommand.parseAsRoot(words) as? StatsCommand)
        #expect(request == parsed.request)
    }

    @Test(arguments: statsDeclined) func statsLeavesTheRestToTheParser(_ words: [String]) {
        #expect(StatsRequest(plainWords: words) == nil)
    }

    static let calendar: [[String]] = [
        ["calendar"], ["calendar", "--months", "12", "--format", "text"], ["calendar", "--months=3", "--json"],
        ["calendar", "--format", "svg", "--json"], ["calendar", "--habit", "Meditate", "--theme", "dark"],
        ["calendar", "--output", "year.html", "--theme=light"], ["calendar", "--no-color", "--color", "always"],
        ["calendar", "--color=never", "--category", "Health", "--strict"], ["calendar", "--months", "30"],
        ["calendar", "--format", "ansi", "--no-color"],
    ]
    static let calendarDeclined: [[String]] = [
        ["calendar", "Meditate"], ["calendar", "--months", "twelve"], ["calendar", "--months", "-1"],
        ["calendar", "--format", "png"], ["calendar", "--theme", "blue"], ["calendar", "--color", "sometimes"],
        ["calendar", "--json", "--json"], ["calendar", "--help"], ["calendar", "--output", "-"],
        ["calendar", "--days", "7"],
    ]

    @Test(arguments: calendar) func calendarReadsWhatTheParserReads(_ words: [String]) throws {
        let request = try #require(CalendarRequest(plainWords: words))
        let parsed = try #require(try RitualCommand.parseAsRoot(words) as? CalendarCommand)
        #expect(request == parsed.request)
    }

    @Test(arguments: calendarDeclined) func calendarLeavesTheRestToTheParser(_ words: [String]) {
        #expect(CalendarRequest(plainWords: words) == nil)
    }

    @Test func theParserReportsWhatTheHistoryReadsDecline() {
        let ritual = Ritual()
        let period = ritual("stats", "--days", "12")
        #expect(period.status == 64)
        #expect(period.stderr.contains("'12'"), "\(period.stderr)")
        let format = ritual("calendar", "--format", "png")
        #expect(format.status == 64)
        #expect(format.stderr.contains("'png'"), "\(format.stderr)")
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

import ArgumentParser
import Testing

@testable import RitualistCLI

/// `run` in its plain shapes is read without the argument parser: whatever it reads must be what the parser reads,
/// and whatever it declines is left to the parser (and its messages).
@Suite struct RunRequestTests {
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
}

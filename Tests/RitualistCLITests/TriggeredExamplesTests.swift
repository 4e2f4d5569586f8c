import Foundation
import IntentKit
import IntentKitTesting
import Testing

/// The automations in `Examples/automations/` that run themselves: the streak guard, the celebration and the hourly
/// commit count, each run as its trigger starts it.
@Suite struct TriggeredExamplesTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    /// A home with the examples, two habits, and a `notify-send` stand-in that writes its arguments to `notified`.
    func makeHome(_ files: [String]) throws -> Ritual {
        var ritual = Ritual()
        for file in files {
            let text = try String(
                contentsOf: Self.folder.appendingPathComponent("automations/" + file), encoding: .utf8)
            try ritual.home.write("intents/" + file, text)
        }
        // Written whole, then moved in place: a test waiting for the file never reads it half-written.
        let script =
            "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done > '\(ritual.home.path)/notified.part'\n"
            + "mv '\(ritual.home.path)/notified.part' '\(ritual.home.path)/notified'\n"
        chmod(try ritual.home.write("bin/notify-send", script), 0o755)
        ritual.extra["PATH"] = ritual.home.path + "/bin:/usr/bin:/bin"
        ritual.extra["RITUALIST_EXECUTABLE"] = Ritual.binary
        ritual("habit", "add", "Meditate", "--start", "2025-11-01")
        ritual("habit", "add", "Stretch", "--start", "2025-11-01")
        return ritual
    }

    func notified(_ ritual: Ritual) -> [String]? {
        (try? String(contentsOfFile: ritual.home.path + "/notified", encoding: .utf8))?.split(separator: "\n")
            .map(String.init)
    }

    @Test func theStreakGuardWarnsAtNineWhileHabitsRemainAndStaysQuietOnceAllAreDone() throws {
        let ritual = try makeHome(["StreakGuard.yaml"])
        #expect(ritual("check").status == 0)
        let list = try JSONParser.parse(ritual("triggers", "list", "--json").stdout).arrayValue ?? []
        #expect(
            list.map { $0["next"] } == [.string("2025-11-08T21:00:00-05:00"), .string("2025-11-08T18:30:00-05:00")])
        ritual("run", "CompleteHabit", "habit=Meditate")
        let run = ritual("run", "StreakGuard", "--trigger", "streakguard-1", "--strict")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            notified(ritual) == [
                "--app-name=ritual", "--", "Streak at risk",
                "50% of today&#39;s habits are done; finish the rest to keep the streak.",
            ])
        #expect(ritual("journal", "--trigger", "at 21:00").stdout.contains("StreakGuard"))
        try FileManager.default.removeItem(atPath: ritual.home.path + "/notified")
        ritual("run", "CompleteHabit", "habit=Stretch")
        #expect(ritual("run", "StreakGuard", "--trigger", "streakguard-1", "--strict").status == 0)
        #expect(notified(ritual) == nil)
    }

    @Test func theCelebrationFollowsTheLastHabitOfTheDay() throws {
        let ritual = try makeHome(["Celebrate.yaml"])
        #expect(try ritual.binary("run", "CompleteHabit", "habit=Meditate").status == 0)
        #expect(!Waiting.until(seconds: 1.5) { notified(ritual) != nil })
        #expect(try ritual.binary("run", "CompleteHabit", "habit=Stretch").status == 0)
        #expect(Waiting.until(seconds: 5) { notified(ritual) != nil })
        #expect(
            notified(ritual) == [
                "--app-name=ritual", "--urgency=low", "--", "All done", "Every habit of the day is done. Well done!",
            ])
    }

    @Test func theHourlyCommitCountRunsEveryHourOfTheWorkingDay() throws {
        let ritual = try makeHome(["LogCommits.yaml", "HourlyCommits.yaml"])
        let plugin = try String(
            contentsOf: Self.folder.appendingPathComponent("plugins/git"), encoding: .utf8)
        try PluginHome.executable(ritual.home.path("plugins/git"), plugin)
        ritual("habit", "add", "Commits", "--target", "5", "--unit", "commits", "--start", "2025-11-01")
        #expect(ritual("check").status == 0, "\(ritual("check").stderr)")
        let list = try JSONParser.parse(ritual("triggers", "list", "--json").stdout).arrayValue ?? []
        #expect(list.first?["trigger"] == .string("every 1h 09:00-18:00"))
        #expect(list.first?["next"] == .string("2025-11-08T13:00:00-05:00"))
        let repo = ritual.home.path("repo")
        try FileManager.default.createDirectory(atPath: repo, withIntermediateDirectories: true)
        let git = ["-C", repo, "-c", "user.name=T", "-c", "user.email=t@example.com"]
        let base = ["PATH": "/usr/bin:/bin", "HOME": ritual.home.path, "TZ": ritual.zone]
        #expect(try ProcessRunner.run("/usr/bin/git", git + ["init", "-q"], environment: base).status == 0)
        let dated = base.merging([
            "GIT_AUTHOR_DATE": "2025-11-08T09:30:00", "GIT_COMMITTER_DATE": "2025-11-08T09:30:00",
        ]) { $1 }
        #expect(
            try ProcessRunner.run(
                "/usr/bin/git", git + ["commit", "-q", "--allow-empty", "-m", "c"], environment: dated
            ).status == 0)
        let run = ritual("run", "HourlyCommits", "repo=\(repo)", "--trigger", "hourlycommits-1", "--strict")
        #expect(run.status == 0, "\(run.stderr)")
        let status = try JSONParser.parse(ritual("status", "--json").stdout)
        #expect(status["habits"]?.arrayValue?.first { $0["name"] == "Commits" }?["progress"] == 1)
        #expect(ritual("journal", "--trigger", "every 1h").stdout.contains("HourlyCommits"))
    }

    @Test func theWeeklyReviewSaysOnSundayEveningHowMuchOfTheWeekWasDone() throws {
        var ritual = try makeHome(["WeeklyReview.yaml"])
        ritual.now = "2025-11-09T20:00:00"
        #expect(ritual("check").status == 0, "\(ritual("check").stderr)")
        let list = try JSONParser.parse(ritual("triggers", "list", "--json").stdout).arrayValue ?? []
        #expect(list.first?["next"] == .string("2025-11-16T20:00:00-05:00"))
        for day in ["2025-11-03", "2025-11-05", "2025-11-09"] {
            ritual("run", "CompleteHabit", "habit=Meditate", "date=\(day)")
        }
        ritual("run", "CompleteHabit", "habit=Stretch", "date=2025-11-09")
        let run = ritual("run", "WeeklyReview", "--trigger", "weeklyreview-1", "--strict")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            notified(ritual) == [
                "--app-name=ritual", "--", "Your week",
                "28% done: 4 of 14 habits due from 2025-11-03 to 2025-11-09.",
            ])
    }
}

import Foundation
import IntentKit
import IntentKitTesting
import Testing

/// The plugins of `Examples/plugins`, installed with their declarations into a fresh home and run.
@Suite struct ExamplePluginTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/plugins").path

    let ritual: Ritual

    init() throws {
        ritual = Ritual()
        for name in ["git", "focus"] {
            let text = try String(contentsOfFile: Self.examples + "/" + name, encoding: .utf8)
            try PluginHome.executable(ritual.home.path("plugins/" + name), text)
        }
        for name in ["CommitsToday", "FocusMinutes"] {
            let text = try String(contentsOfFile: Self.examples + "/intents/\(name).yaml", encoding: .utf8)
            _ = try ritual.home.write("intents/\(name).yaml", text)
        }
    }

    private func outcome(_ arguments: String...) throws -> JSONValue {
        let result = ritual.run(["run"] + arguments + ["--json", "--strict"])
        return try JSONParser.parse(result.stdout)
    }

    @Test func focusPluginAddsTheMinutesOfTheDay() throws {
        let log = try ritual.home.write(
            "focus.log", "2025-11-08T09:30 25 writing\n2025-11-08T11:00 50\n2025-11-07T10:00 20\nnot a session\n")
        let outcome = try outcome("FocusMinutes", "log=\(log)")
        #expect(outcome["result"] == .object([("minutes", 75), ("sessions", 2), ("date", "2025-11-08")]))
        let yesterday = try self.outcome("FocusMinutes", "log=\(log)", "date=2025-11-07")
        #expect(yesterday["result"]?["minutes"] == 20)
    }

    @Test func focusPluginReportsAMissingLog() throws {
        let outcome = try outcome("FocusMinutes", "log=\(ritual.home.path("missing.log"))")
        #expect(outcome["error"]?["case"] == "unreadableLog")
    }

    /// A git repository in the home with commits made at `dates` (local times of the pinned zone).
    private func repository(commitsAt dates: [String]) throws -> String {
        let repo = ritual.home.path("repo")
        try FileManager.default.createDirectory(atPath: repo, withIntermediateDirectories: true)
        let git = ["-C", repo, "-c", "user.name=T", "-c", "user.email=t@example.com"]
        let base = ["PATH": "/usr/bin:/bin", "HOME": ritual.home.path, "TZ": ritual.zone]
        #expect(try ProcessRunner.run("/usr/bin/git", git + ["init", "-q"], environment: base).status == 0)
        for (index, date) in dates.enumerated() {
            let environment = base.merging(["GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date]) { $1 }
            let commit = git + ["commit", "-q", "--allow-empty", "-m", "c\(index)"]
            #expect(try ProcessRunner.run("/usr/bin/git", commit, environment: environment).status == 0)
        }
        return repo
    }

    @Test func gitPluginCountsTheCommitsOfTheDay() throws {
        let repo = try repository(commitsAt: ["2025-11-07T10:00:00", "2025-11-08T09:00:00", "2025-11-08T10:00:00"])
        let outcome = try outcome("CommitsToday", "repo=\(repo)")
        #expect(outcome["result"] == .object([("count", 2), ("date", "2025-11-08")]))
        let missing = try self.outcome("CommitsToday", "repo=\(ritual.home.path("nowhere"))")
        #expect(missing["error"]?["case"] == "invalidRepository")
    }

    @Test func theLogCommitsCompositionFeedsTheCountIntoANumericHabit() throws {
        let automations = URL(fileURLWithPath: Self.examples).deletingLastPathComponent().appendingPathComponent(
            "automations/LogCommits.yaml")
        _ = try ritual.home.write("intents/LogCommits.yaml", try String(contentsOf: automations, encoding: .utf8))
        ritual("habit", "add", "Commits", "--target", "5", "--unit", "commits", "--start", "2025-11-01")
        let repo = try repository(commitsAt: ["2025-11-07T10:00:00", "2025-11-08T09:00:00", "2025-11-08T10:00:00"])
        #expect(ritual("check").status == 0)
        let today = ritual("run", "LogCommits", "repo=\(repo)", "--strict")
        #expect(today.status == 0, "\(today.stderr)")
        #expect(
            today.stdout == """
                commits: 2 commit(s) on 2025-11-08.
                LogHabitValue: Set 'Commits' on 2025-11-08: 2 of 5 commits.

                """)
        // Counting again sets the same total; another day gets its own.
        #expect(ritual("run", "LogCommits", "repo=\(repo)", "--strict").status == 0)
        #expect(ritual("run", "LogCommits", "repo=\(repo)", "date=2025-11-07", "--strict").status == 0)
        let status = try JSONParser.parse(ritual("status", "--json").stdout)
        let commits = status["habits"]?.arrayValue?.first { $0["name"] == "Commits" }
        #expect(commits?["progress"] == 2)
        let yesterday = try JSONParser.parse(ritual("status", "--json", "--date", "2025-11-07").stdout)
        #expect(yesterday["habits"]?.arrayValue?.first { $0["name"] == "Commits" }?["progress"] == 1)
    }
}

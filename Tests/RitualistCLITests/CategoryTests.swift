import Foundation
import IntentKit
import IntentKitTesting
import Testing

/// `--category` on status, streak, calendar, stats and habit list, and DayStatus's `category=`: only the habits
/// whose category is the name given, ignoring case and surrounding spaces.
@Suite struct CategoryTests {
    /// Meditate and Read are "Health", Email "Work", Water has no category; Meditate and Email done today.
    func makeHome() -> Ritual {
        let ritual = Ritual()
        ritual("habit", "add", "Meditate", "--start", "2025-11-01", "--category", "Health")
        ritual("habit", "add", "Email", "--start", "2025-11-01", "--category", "Work")
        ritual("habit", "add", "Read", "--start", "2025-11-01", "--category", "health")
        ritual("habit", "add", "Water", "--target", "8", "--start", "2025-11-01")
        ritual("done", "Meditate")
        ritual("done", "Email")
        return ritual
    }

    static func names(_ json: JSONValue?) -> [String] {
        (json?.arrayValue ?? []).compactMap { $0["name"]?.stringValue }
    }

    @Test(arguments: ["Health", "health", "HEALTH", " health "])
    func theCategoryMatchesIgnoringCaseAndSurroundingSpaces(category: String) throws {
        let ritual = makeHome()
        let status = try JSONParser.parse(ritual("status", "--category", category, "--json").stdout)
        #expect(Set(Self.names(status["habits"])) == ["Meditate", "Read"])
        #expect(
            Self.names(try JSONParser.parse(ritual("habit", "list", "--category", category, "--json").stdout)) == [
                "Meditate", "Read",
            ])
    }

    @Test func statusWithACategoryCountsOnlyItsHabits() throws {
        let status = try JSONParser.parse(makeHome()("status", "--category", "work", "--json").stdout)
        #expect(Self.names(status["habits"]) == ["Email"])
        #expect(status["percentage"] == .int(100))
    }

    @Test func dayStatusTakesTheCategoryAsAParameter() throws {
        let outcome = try JSONParser.parse(makeHome()("run", "DayStatus", "category=work", "--json").stdout)
        #expect(Self.names(outcome["result"]?["habits"]) == ["Email"])
    }

    @Test func aBarShowsOnlyTheCategorysHabits() {
        let line = makeHome()("status", "--category", "Health", "--format", "plain").stdout
        #expect(line.contains("1/2"), "\(line)")
    }

    @Test func streakAndStatsWithACategoryShowOnlyItsHabitsAndTheirOverall() throws {
        let ritual = makeHome()
        let streaks = try JSONParser.parse(ritual("streak", "--category", "work", "--json").stdout)
        #expect(Self.names(streaks["habits"]) == ["Email"])
        #expect(streaks["overall"]?["current"] == .int(1))
        let stats = try JSONParser.parse(ritual("stats", "--category", "health", "--days", "7", "--json").stdout)
        #expect(Self.names(stats["habits"]) == ["Meditate", "Read"])
        #expect(stats["overall"]?["done"] == .int(1))
    }

    /// Meditate (no category) done the seven days to today: the overall streak is 7. Read ("Evening") done
    /// yesterday only: the category's streak is 1, at risk today.
    static func eveningHome() -> Ritual {
        let ritual = Ritual()
        ritual("habit", "add", "Meditate", "--start", "2025-11-01")
        ritual("habit", "add", "Read", "--start", "2025-11-01", "--category", "Evening")
        for day in 2...8 { ritual("done", "Meditate", "--date", "2025-11-0\(day)") }
        ritual("done", "Read", "--date", "2025-11-07")
        return ritual
    }

    /// Each bar format, and the part of its line that shows the streak (and, for two, that it is at risk).
    static let barLines: [(format: String, streak: String)] = [
        ("plain", "0/1 🔥1 · Read"),
        ("waybar", #""text":"0/1 🔥1 · Read","alt":"empty","tooltip":"Read","class":["empty","at-risk"]"#),
        ("polybar", "0/1 🔥1 · Read"),
        ("i3blocks", "0/1 🔥1 · Read\n0/1\n"),
        ("i3status-rs", #""state":"Warning","text":"0/1 🔥1 · Read""#),
        ("xbar", "0/1 🔥1"),
    ]

    @Test(arguments: barLines)
    func aBarOfACategoryShowsTheCategorysStreakAsStreakDoes(format: String, streak: String) throws {
        let ritual = Self.eveningHome()
        let overall = try JSONParser.parse(ritual("streak", "--json").stdout)["overall"]
        #expect(overall?["current"] == .int(7))
        let evening = try JSONParser.parse(ritual("streak", "--category", "Evening", "--json").stdout)["overall"]
        #expect(evening?["current"] == .int(1))
        #expect(evening?["atRisk"] == .bool(true))
        // Twice, and around a bar of every habit, so that a streak kept for one is never shown for the other.
        for _ in 0..<2 {
            let line = ritual("status", "--category", "evening", "--format", format).stdout
            #expect(line.contains(streak), "\(line)")
            #expect(!line.contains("🔥7"), "\(line)")
            #expect(ritual("status", "--format", format).stdout.contains("🔥7"))
        }
    }

    @Test func currentStreakTakesTheCategoryAndAgreesWithStreak() throws {
        let ritual = Self.eveningHome()
        let evening = try JSONParser.parse(ritual("run", "CurrentStreak", "category=Evening", "--json").stdout)
        #expect(
            evening["result"]
                == .object([("current", .int(1)), ("start", .string("2025-11-07")), ("atRisk", .bool(true))]))
        let all = try JSONParser.parse(ritual("run", "CurrentStreak", "--json").stdout)
        #expect(all["result"]?["current"] == .int(7))
        let typo = ritual("run", "CurrentStreak", "category=Evenin", "--strict")
        #expect(typo.status == 64)
        #expect(typo.stderr.contains("No habit has the category 'Evenin'. Did you mean 'Evening'?"), "\(typo.stderr)")
    }

    @Test func calendarWithACategoryDrawsOnlyItsHabits() throws {
        let days = try JSONParser.parse(makeHome()("calendar", "--category", "work", "--json").stdout)["days"]
        let today = days?.arrayValue?.first { $0["date"] == .string("2025-11-08") }
        #expect(today?["scheduled"] == .int(1))
        #expect(today?["completed"] == .array([.string("Email")]))
    }

    @Test func habitListShowsTheCategory() {
        let lines = makeHome()("habit", "list").stdout.split(separator: "\n")
        #expect(lines.first == "   Meditate  Health  daily, from 2025-11-01")
        #expect(lines.last == "   Water             daily, 8 a day, from 2025-11-01")
    }

    @Test(arguments: [
        (["status", "--category", "Helth"], "No habit has the category 'Helth'. Did you mean 'Health'?"),
        (["streak", "--category", "xyz"], "No habit has the category 'xyz'. The categories are: Health, Work."),
        (["stats", "--category", "wrok"], "No habit has the category 'wrok'. Did you mean 'Work'?"),
        (["calendar", "--category", "wrok"], "No habit has the category 'wrok'. Did you mean 'Work'?"),
        (["habit", "list", "--category", "wrok"], "No habit has the category 'wrok'. Did you mean 'Work'?"),
    ])
    func anUnknownCategoryIsAnErrorThatNamesTheKnownOnes(words: [String], message: String) {
        let result = makeHome().run(words)
        #expect(result.status == 64)
        #expect(result.stderr == "Error: \(message)\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func withNoCategoriesYetTheErrorSaysHowToGiveOne() {
        let ritual = Ritual()
        ritual("habit", "add", "Meditate")
        #expect(
            ritual("status", "--category", "work").stderr
                == "Error: No habit has the category 'work': no habit has a category yet "
                + "(give one with 'ritual habit edit NAME --category work').\n")
    }

    @Test func anArchivedHabitsCategoryIsKnownAndListsNothing() {
        let ritual = makeHome()
        ritual("habit", "archive", "Email")
        let result = ritual("habit", "list", "--category", "work")
        #expect(result.status == 0)
        #expect(result.stdout == "No active habits in the category 'work'. See them all: ritual habit list --all\n")
    }
}

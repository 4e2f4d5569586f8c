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

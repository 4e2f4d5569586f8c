import Foundation
import IntentKit
import IntentKitTesting
import Testing

@Suite struct HabitCommandTests {
    @Test func addPrintsTheHabitAsJSON() throws {
        let ritual = Ritual()
        let result = ritual(
            "habit", "add", "Water", "--emoji", "💧", "--target", "8", "--unit", "glasses",
            "--schedule", "mon,wed,fri", "--json")
        let habit = try JSONParser.parse(result.stdout)
        #expect(habit["name"] == .string("Water"))
        #expect(habit["kind"] == .string("numeric"))
        #expect(habit["schedule"] == .string("mon,wed,fri"))
        #expect(habit["target"] == .int(8))
        #expect(habit["id"]?.stringValue?.count == 36)
    }

    @Test(arguments: [
        (["habit", "add", "  "], "Habit name must be 1 to 50 characters; got 0."),
        (["habit", "add", String(repeating: "x", count: 51)], "Habit name must be 1 to 50 characters; got 51."),
        (["habit", "add", "meditate"], "A habit named 'Meditate' already exists."),
        (
            ["habit", "add", "Run", "--kind", "binary", "--target", "3"],
            "A binary habit has no target. Remove --target, or use --kind numeric."
        ),
        (
            ["habit", "add", "Run", "--unit", "km", "--kind", "binary"],
            "A binary habit has no unit. Remove --unit, or use --kind numeric."
        ),
        (
            ["habit", "add", "Run", "--kind", "numeric"],
            "A numeric habit needs a daily target. Add --target, for example '--target 8'."
        ),
        (
            ["habit", "add", "Run", "--schedule", ""],
            "Unknown schedule ''; expected 'daily', 'weekdays', 'weekends', weekdays such as 'mon,wed,fri', "
                + "or a count such as '3/week', '3/month', 'every 3 days' or '2 in 5 days'."
        ),
        (
            ["habit", "add", "Run", "--schedule", "mon,fry"],
            "Unknown weekday 'fry' in schedule 'mon,fry'. Did you mean 'fri'?"
        ),
        (["habit", "add", "Run", "--schedule", "0/week"], "Times per week must be 1 to 7; got 0."),
        (
            ["habit", "add", "Run", "--start", "2025-02-30"],
            "Invalid value '2025-02-30' for parameter 'start': expected a date (YYYY-MM-DD) or one of today, "
                + "yesterday, tomorrow, selected."
        ),
    ])
    func badInputIsAClearUsageErrorAndWritesNothing(arguments: [String], message: String) throws {
        let ritual = Ritual()
        ritual("habit", "add", "Meditate")
        let result = ritual.run(arguments)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr == "Error: \(message)\n")
        let habits = try JSONParser.parse(ritual("habit", "list", "--all", "--json").stdout)
        #expect(habits.arrayValue?.count == 1)
    }

    @Test func editArchiveUnarchiveAndRemove() throws {
        let ritual = Ritual()
        ritual("habit", "add", "Meditate")
        #expect(
            ritual("habit", "edit", "med", "--name", "Sit", "--schedule", "3/week").stdout
                == "Updated 'Sit' (3/week, from 2025-11-08).\n")
        ritual("habit", "archive", "sit")
        #expect(ritual("habit", "list").stdout.hasPrefix("No active habits"))
        #expect(ritual("run", "CompleteHabit", "habit=Sit", "--strict").status == 65)
        ritual("habit", "unarchive", "sit")
        #expect(ritual("run", "CompleteHabit", "habit=Sit", "--strict").status == 0)
        let refused = ritual("habit", "remove", "sit")
        #expect(refused.status == 64)
        #expect(refused.stderr == "Error: Removing 'Sit' deletes its history; confirm with --yes.\n")
        #expect(ritual("habit", "remove", "sit", "--yes").status == 0)
        #expect(ritual("habit", "list", "--all", "--json").stdout == "[]\n")
    }
}

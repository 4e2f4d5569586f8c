import Foundation
import IntentKit
import IntentKitTesting
import Testing

@Suite struct HabitCommandTests {
    @Test func addPrintsTheHabitAsJSON() throws {
        let ritual = Ritual()
        let result = try ritual(
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
        (["habit", "add", "  "], "Habit name must be 1 to 50 characters"),
        (["habit", "add", String(repeating: "x", count: 51)], "Habit name must be 1 to 50 characters"),
        (["habit", "add", "meditate"], "already exists"),
        (["habit", "add", "Run", "--kind", "binary", "--target", "3"], "binary habit"),
        (["habit", "add", "Run", "--kind", "numeric"], "target"),
        (["habit", "add", "Run", "--schedule", ""], "weekday"),
        (["habit", "add", "Run", "--schedule", "mon,fry"], "Did you mean 'fri'?"),
        (["habit", "add", "Run", "--schedule", "0/week"], "1 to 7"),
        (["habit", "add", "Run", "--start", "2025-02-30"], "expected a date as YYYY-MM-DD"),
    ])
    func badInputIsAClearUsageErrorAndWritesNothing(arguments: [String], fragment: String) throws {
        let ritual = Ritual()
        try ritual("habit", "add", "Meditate")
        let result = try ritual.run(arguments)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(result.stderr.contains(fragment), "\(result.stderr)")
        let habits = try JSONParser.parse(try ritual("habit", "list", "--all", "--json").stdout)
        #expect(habits.arrayValue?.count == 1)
    }

    @Test func editArchiveUnarchiveAndRemove() throws {
        let ritual = Ritual()
        try ritual("habit", "add", "Meditate")
        #expect(
            try ritual("habit", "edit", "med", "--name", "Sit", "--schedule", "3/week").stdout
                == "Updated 'Sit' (3/week, from 2025-11-08).\n")
        try ritual("habit", "archive", "sit")
        #expect(try ritual("habit", "list").stdout.hasPrefix("No active habits"))
        #expect(try ritual("run", "CompleteHabit", "habit=Sit", "--strict").status == 65)
        try ritual("habit", "unarchive", "sit")
        #expect(try ritual("run", "CompleteHabit", "habit=Sit", "--strict").status == 0)
        let refused = try ritual("habit", "remove", "sit")
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("--yes"))
        #expect(try ritual("habit", "remove", "sit", "--yes").status == 0)
        #expect(try ritual("habit", "list", "--all", "--json").stdout == "[]\n")
    }
}

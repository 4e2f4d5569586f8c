import Foundation
import IntentKit
import IntentKitTesting
import Testing

/// `habit add` and `habit edit` take an at-most target and the schedules counted per month or per run of days;
/// `habit list`, `log`, `status` and `streak` follow them.
@Suite struct HabitTargetAndScheduleCommandTests {
    @Test func anAtMostTargetIsAddedListedAndEditedBack() throws {
        let ritual = Ritual()
        #expect(
            ritual("habit", "add", "Coffee", "--target", "2", "--unit", "cups", "--at-most").stdout
                == "Added 'Coffee' (daily, at most 2 cups a day, from 2025-11-08).\n")
        let listed = try JSONParser.parse(ritual("habit", "list", "--json").stdout)
        #expect(listed.arrayValue?.first?["targetDirection"] == .string("at-most"))
        #expect(listed.arrayValue?.first?["kind"] == .string("numeric"))
        let edited = try JSONParser.parse(ritual("habit", "edit", "Coffee", "--at-least", "--json").stdout)
        #expect(edited["targetDirection"] == .string("at-least"))
        ritual("habit", "add", "Meditate")
        let binary = try JSONParser.parse(ritual("habit", "list", "--json").stdout).arrayValue?.last
        #expect(binary?["targetDirection"] == .null)
    }

    @Test func anAtMostDayIsDoneOnceItHasAnEntryAndUnderTheTarget() throws {
        let ritual = Ritual()
        ritual("habit", "add", "Coffee", "--target", "2", "--unit", "cups", "--at-most")
        #expect(ritual("status").stdout.contains("Coffee"))
        #expect(ritual("log", "Coffee", "0").stdout == "Logged 'Coffee' on 2025-11-08: 0 of at most 2 cups, done.\n")
        let status = try JSONParser.parse(ritual("status", "--json").stdout)
        #expect(status["habits"]?.arrayValue?.first?["completed"] == .bool(true))
        #expect(ritual("log", "Coffee", "3").stdout == "Logged 'Coffee' on 2025-11-08: 3 of at most 2 cups.\n")
    }

    @Test(arguments: [
        ("every 3 days", "every 3 days"), ("3 per month", "3/month"), ("2 in 5 days", "2 in 5 days"),
        ("1 time in 14 days", "every 14 days"), ("2 times a week", "2/week"),
    ])
    func aScheduleIsStoredInItsCanonicalForm(given: String, stored: String) throws {
        let ritual = Ritual()
        let habit = try JSONParser.parse(ritual("habit", "add", "Laundry", "--schedule", given, "--json").stdout)
        #expect(habit["schedule"] == .string(stored))
        let listed = try JSONParser.parse(ritual("habit", "list", "--json").stdout)
        #expect(listed.arrayValue?.first?["schedule"] == .string(stored))
    }

    @Test(arguments: [
        (["--schedule", "every 400 days"], "The days of a schedule must be 2 to 365; got 400."),
        (["--schedule", "5 in 5 days"], "Times in 5 days must be 1 to 4; got 5."),
        (["--schedule", "40/month"], "Times per month must be 1 to 31; got 40."),
        (
            ["--kind", "binary", "--at-most"],
            "A binary habit has no 'at most' target; only a numeric habit counts an amount to stay under. "
                + "Remove --at-most, or use --kind numeric."
        ),
        (["--at-most"], "A numeric habit needs a daily target. Add --target, for example '--target 8'."),
    ])
    func badSchedulesAndTargetsAreRefusedWithAWholeMessage(arguments: [String], message: String) {
        let ritual = Ritual()
        let result = ritual.run(["habit", "add", "Run"] + arguments)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr == "Error: \(message)\n")
        #expect(ritual("habit", "list", "--json").stdout == "[]\n")
    }

    @Test func bothDirectionsAtOnceAreRefused() {
        let result = Ritual()("habit", "add", "Coffee", "--target", "2", "--at-least", "--at-most")
        #expect(result.status == 64)
        #expect(result.stderr.contains("--at-least"))
    }

    @Test func aStreakOfPeriodsIsCountedInPeriodsAndMonths() throws {
        let ritual = Ritual()
        ritual("habit", "add", "Laundry", "--schedule", "every 3 days", "--start", "2025-11-02")
        ritual("habit", "add", "Budget", "--schedule", "1/month", "--start", "2025-11-01")
        ritual("done", "Laundry", "--date", "2025-11-03")
        ritual("done", "Laundry", "--date", "2025-11-05")
        ritual("done", "Budget", "--date", "2025-11-02")
        let streaks = try JSONParser.parse(ritual("streak", "--json").stdout)
        let habits = streaks["habits"]?.arrayValue ?? []
        #expect(habits.map { $0["unit"] } == [.string("periods"), .string("months")])
        #expect(habits.map { $0["current"] } == [.int(2), .int(1)])
    }

    @Test func theWidgetAndTheBarsShowAnAtMostAmountAsALimit() throws {
        let ritual = Ritual()
        ritual("habit", "add", "Coffee", "--target", "2", "--unit", "cups", "--at-most")
        #expect(ritual("status").stdout.contains("Coffee  0/≤2 cups"))
        let waybar = try JSONParser.parse(ritual("status", "--format", "waybar").stdout)
        #expect(waybar["tooltip"] == .string("Coffee 0/≤2 cups"))
        // A click on an at-most habit asks for the amount (XbarClickTests), never records a 0 unasked.
        #expect(!ritual("status", "--format", "xbar").stdout.contains("param4=value="))
        let status = try JSONParser.parse(ritual("status", "--json").stdout)
        #expect(status["habits"]?.arrayValue?.first?["targetDirection"] == .string("at-most"))
    }

    @Test func theCalendarOfAHabitCountedPerMonthCountsMonths() throws {
        let ritual = Ritual()
        ritual("habit", "add", "Budget", "--schedule", "2/month", "--start", "2025-10-01")
        ritual("done", "Budget", "--date", "2025-10-03")
        ritual("done", "Budget", "--date", "2025-10-04")
        ritual("done", "Budget", "--date", "2025-11-02")
        let calendar = try JSONParser.parse(
            ritual("calendar", "--habit", "Budget", "--months", "2", "--format", "json").stdout)
        #expect(calendar["streak"]?["unit"] == .string("months"))
        #expect(calendar["streak"]?["current"] == .int(1))
        #expect(calendar["streak"]?["atRisk"] == .bool(true))
        let days = calendar["days"]?.arrayValue ?? []
        let completed = days.filter { $0["completed"]?.arrayValue?.isEmpty == false }.compactMap { $0["date"] }
        #expect(completed == [.string("2025-10-03"), .string("2025-10-04"), .string("2025-11-02")])
        let text = ritual("calendar", "--habit", "Budget", "--months", "2", "--format", "text").stdout
        #expect(text.contains("at risk: this month is not done yet"))
    }
}

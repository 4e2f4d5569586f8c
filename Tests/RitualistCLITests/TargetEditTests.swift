import Foundation
import IntentKit
import IntentKitTesting
import Testing

/// Past days are judged by the habit as it is, so an edit of a target, a direction or a kind that changes whether
/// logged days are done names those days and asks first; a script says `--yes`.
@Suite struct TargetEditTests {
    /// Water, 20 glasses a day, with 23 on 2025-11-06 (done) and 12 on 2025-11-07 (not done).
    static func water() -> Ritual {
        let ritual = Ritual()
        ritual("habit", "add", "Water", "--target", "20", "--unit", "glasses", "--start", "2025-11-01")
        ritual("log", "Water", "23", "--date", "2025-11-06")
        ritual("log", "Water", "12", "--date", "2025-11-07")
        return ritual
    }

    /// Which of the two logged days `status` shows done.
    static func done(_ ritual: Ritual) throws -> [String] {
        return try ["2025-11-06", "2025-11-07"].filter { date in
            let status = try JSONParser.parse(ritual("status", "--date", date, "--json").stdout)
            return status["habits"]?.arrayValue?.first?["completed"] == .bool(true)
        }
    }

    @Test func withoutATerminalOrYesTheEditIsRefusedWithTheDaysItWouldChange() throws {
        let ritual = Self.water()
        let refused = ritual("habit", "edit", "Water", "--target", "30")
        #expect(refused.status == 64)
        #expect(
            refused.stderr
                == "Error: This edit of 'Water' changes 1 logged day: 2025-11-06 (23 glasses) is no longer done. "
                + "Confirm with --yes (confirm=true for the intent).\n")
        #expect(try Self.done(ritual) == ["2025-11-06"])
        let habit = try JSONParser.parse(ritual("habit", "list", "--json").stdout).arrayValue?.first
        #expect(habit?["target"] == .int(20))
    }

    @Test func yesAppliesItAndSaysWhichDaysChangedInTextAndJSON() throws {
        let ritual = Self.water()
        #expect(
            ritual("habit", "edit", "Water", "--target", "10", "--yes").stdout
                == "Updated 'Water' (daily, 10 glasses a day, from 2025-11-01); 2025-11-07 (12 glasses) is now done.\n")
        #expect(try Self.done(ritual) == ["2025-11-06", "2025-11-07"])
        let edited = try JSONParser.parse(ritual("habit", "edit", "Water", "--target", "25", "--yes", "--json").stdout)
        #expect(
            edited["changedDays"]
                == .array([
                    .object([
                        ("date", "2025-11-06"), ("total", .double(23)), ("wasDone", true), ("done", false),
                    ]),
                    .object([
                        ("date", "2025-11-07"), ("total", .double(12)), ("wasDone", true), ("done", false),
                    ]),
                ]))
        #expect(try Self.done(ritual) == [])
    }

    @Test func onATerminalItAsksAndKeepsTheHabitUnlessTheAnswerIsYes() throws {
        let ritual = Self.water()
        let kept = ritual("habit", "edit", "Water", "--target", "30", stdin: "n", terminal: true)
        #expect(kept.status == 0)
        #expect(
            kept.stdout
                == "This edit of 'Water' changes 1 logged day: 2025-11-06 (23 glasses) is no longer done. "
                + "Apply it? [y/N] Kept 'Water' as it was.\n")
        #expect(try Self.done(ritual) == ["2025-11-06"])

        let applied = ritual("habit", "edit", "Water", "--target", "30", stdin: "y", terminal: true)
        #expect(applied.status == 0)
        #expect(
            applied.stdout.hasSuffix(
                "Updated 'Water' (daily, 30 glasses a day, from 2025-11-01); 2025-11-06 (23 glasses) is no longer done.\n"
            ))
        #expect(try Self.done(ritual) == [])
    }

    @Test func anEditThatChangesNoLoggedDayIsAppliedWithoutAQuestion() throws {
        let ritual = Self.water()
        let edited = ritual("habit", "edit", "Water", "--target", "22")
        #expect(edited.status == 0)
        #expect(edited.stdout == "Updated 'Water' (daily, 22 glasses a day, from 2025-11-01).\n")
        let json = try JSONParser.parse(ritual("habit", "edit", "Water", "--unit", "cups", "--json").stdout)
        #expect(json["changedDays"] == .array([]))
    }

    @Test func aDirectionOrAKindThatChangesDaysIsAskedAboutToo() throws {
        let ritual = Self.water()
        let direction = ritual("habit", "edit", "Water", "--at-most")
        #expect(direction.status == 64)
        #expect(
            direction.stderr.contains(
                "2025-11-06 (23 glasses) is no longer done; 2025-11-07 (12 glasses) is now done."))
        let kind = ritual("habit", "edit", "Water", "--kind", "binary")
        #expect(kind.status == 64)
        #expect(kind.stderr.contains("changes 1 logged day: 2025-11-07 is now done."))
    }

    @Test func theIntentRefusesWithItsCaseAndTakesConfirm() throws {
        let ritual = Self.water()
        let refused = ritual("run", "EditHabit", "habit=Water", "target=30", "--json")
        #expect(try JSONParser.parse(refused.stdout)["error"]?["case"] == .string("unconfirmedEdit"))
        let strict = ritual("run", "EditHabit", "habit=Water", "target=30", "--strict")
        #expect(strict.status == 64)
        #expect(ritual("run", "EditHabit", "habit=Water", "target=30", "confirm=true", "--strict").status == 0)
        #expect(try Self.done(ritual) == [])
    }

    @Test func aWrongFieldIsSaidBeforeWhatTheEditWouldChange() throws {
        let ritual = Self.water()
        let refused = ritual("habit", "edit", "Water", "--target", "0")
        #expect(refused.status == 64)
        #expect(!refused.stderr.contains("logged day"))
    }
}

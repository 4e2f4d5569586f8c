import Foundation
import IntentKitTesting
import Testing

/// `ritual check` reports a path into a step's result that cannot reach anything in what the step's intent
/// returns, where it is written: it would render empty and make a condition false every time.
@Suite struct ResultPathCheckTests {
    /// A composition whose third step reads `condition` and renders `title`, after DayStatus and CurrentStreak.
    static func composition(condition: String = "true", title: String = "Read") -> String {
        """
        version: 1
        intent: Remind
        title: Remind
        summary: Says whether Read is done.
        steps:
          - id: day
            run: DayStatus
          - id: streak
            run: CurrentStreak
          - run: Notify
            if: "\(condition)"
            with:
              title: "\(title)"
        """
    }

    /// What `check` says of the composition with `condition` (line 11) and `title` (line 13).
    static func check(condition: String = "true", title: String = "Read") throws -> ProcessResult {
        let ritual = Ritual()
        _ = try ritual.home.write("intents/Remind.yaml", composition(condition: condition, title: title))
        return ritual("check")
    }

    @Test(arguments: [
        "steps.day.result.habits.Read.completed == false", "steps.day.result.habits[0].progress == 0",
        "steps.day.result.habits['Morning Run'].progress > 2", "steps.day.result.visible.remaining.0.name",
        "steps.streak.result.atRisk and steps.streak.result.current > 3", "steps.day.ok and steps.day.error == null",
        "steps.day.result.more.remaining > 0",
    ])
    func aPathTheResultCanHoldPasses(condition: String) throws {
        let result = try Self.check(condition: condition)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    @Test(arguments: [
        (
            "steps.day.result.habits.Read.completd == false", 10,
            "'steps.day.result.habits.Read.completd' can never hold a value: in the result of step 'day' "
                + "(run: DayStatus), 'result.habits.Read' has no field 'completd'; did you mean 'completed'?"
        ),
        (
            "steps.streak.result.curent > 1", 10,
            "'steps.streak.result.curent' can never hold a value: in the result of step 'streak' "
                + "(run: CurrentStreak), 'result' has no field 'curent'; did you mean 'current'?"
        ),
        (
            "steps.day.result.percentage.value > 1", 10,
            "'steps.day.result.percentage.value' can never hold a value: in the result of step 'day' "
                + "(run: DayStatus), 'result.percentage' is a number and has no field 'value'"
        ),
        (
            "true and steps.day.result.zzz", 19,
            "'steps.day.result.zzz' can never hold a value: in the result of step 'day' (run: DayStatus), 'result' "
                + "has no field 'zzz' (its fields: allCompleted, canGoBack, canGoForward, completed, date, habits, "
                + "isToday, more, percentage, remaining, resting, scheduled, size, visible)"
        ),
    ])
    func aPathTheResultCannotHoldIsReportedWhereItIsWritten(condition: String, column: Int, message: String) throws {
        let result = try Self.check(condition: condition)
        #expect(result.status == 78)
        let output = result.stdout + result.stderr
        #expect(output.contains("/intents/Remind.yaml:11:\(column): error: \(message)\n"), "\(output)")
        #expect(output.contains("    if: \"\(condition)\"\n"))
    }

    @Test func aTemplateIsCheckedAsAConditionIs() throws {
        let result = try Self.check(title: "Read {{ steps.day.result.habits.0.nam }}")
        #expect(result.status == 78)
        #expect(
            (result.stdout + result.stderr).contains(
                "/intents/Remind.yaml:13:23: error: 'steps.day.result.habits.0.nam' can never hold a value: in the "
                    + "result of step 'day' (run: DayStatus), 'result.habits.0' has no field 'nam'; did you mean 'name'?"
            ), "\(result.stdout)\(result.stderr)")
    }

    @Test func aPluginsDeclaredResultFieldsAreTheOnesThereAre() throws {
        let plugins = try PluginHome()
        _ = try plugins.home.write(
            "intents/Echo.yaml",
            """
            version: 1
            intent: Echo
            title: Echo
            summary: Says it twice.
            steps:
              - id: first
                run: Say
                with: {text: "a"}
              - run: Say
                with: {text: "{{ steps.first.result.said }} {{ steps.first.result.sad }}"}
            """)
        let result = plugins.ritual("check")
        #expect(result.status == 78)
        let output = result.stdout + result.stderr
        #expect(
            output.contains(
                "'steps.first.result.sad' can never hold a value: in the result of step 'first' (run: Say), 'result' has no field 'sad'; did you mean 'said'?"
            ), "\(output)")
        #expect(!output.contains("result.said'"))
    }
}

import IntentKit
import IntentKitTesting
import Testing

@testable import RitualistApp

/// What `hotkeys list` shows of config.yaml's bindings.
@Suite struct HotkeyListTests {
    private func bindings(_ config: String) throws -> [HotkeyBinding] {
        let directory = TemporaryDirectory()
        return try RitualistSettings.load(path: directory.write("config.yaml", config)).hotkeys
    }

    @Test func theChordsStandInAColumnAsWideAsTheLongestThenWhatEachRuns() throws {
        let bindings = try bindings(
            """
            hotkeys:
              - {keys: super+m, run: CompleteHabit, with: {habit: Meditate}}
              - {keys: super+alt+w, run: LogHabitValue, with: {habit: Water, value: "8"}}
            """)
        #expect(
            HotkeyList.lines(bindings) == [
                "super+m      CompleteHabit habit=Meditate", "super+alt+w  LogHabitValue habit=Water value=8",
            ])
    }

    @Test func withoutBindingsTheListSaysHowToAddOne() {
        #expect(
            HotkeyList.lines([]) == [
                "No hotkeys. Add them to config.yaml, for example:\nhotkeys:\n"
                    + "  - {keys: super+alt+m, run: CompleteHabit, with: {habit: Meditate}}"
            ])
    }

    @Test func theJSONFormHasTheKeysTheIdWhatRunsItsParametersAndWhereItIsDeclared() throws {
        let bindings = try bindings("hotkeys:\n  - {keys: super+m, run: CompleteHabit, with: {habit: Meditate}}\n")
        #expect(
            HotkeyList.json(bindings)
                == .array([
                    .object([
                        ("keys", .string("super+m")), ("id", .string(bindings[0].chord.id)),
                        ("run", .string("CompleteHabit")), ("with", .object([("habit", .string("Meditate"))])),
                        ("location", .string(bindings[0].location.description)),
                    ])
                ]))
    }
}

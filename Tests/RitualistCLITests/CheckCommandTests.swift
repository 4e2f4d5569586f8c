import Foundation
import IntentKitTesting
import Testing

@Suite struct CheckCommandTests {
    @Test func theBuiltinDeclarationsAreValid() throws {
        let result = Ritual()("check")
        #expect(result.status == 0)
        #expect(result.stdout == "All 23 intents are valid (23 files checked).\n")
    }

    @Test func aFolderOfBrokenDeclarationsPrintsEveryDiagnosticAndExits78() throws {
        let folder = TemporaryDirectory()
        try folder.write(
            "LogWater.yaml",
            """
            version: 1
            intent: LogWater
            title: Log water
            summary: Drink.
            parameters:
              glasses:
                type: integr
                min: 1
            perform: habits.drink
            colour: blue
            """)
        try folder.write(
            "Twice.yaml",
            "version: 1\nintent: CompleteHabit\ntitle: T\nsummary: S\nperform: habits.complete\n"
                + "parameters:\n  habit:\n    type: habit\n    required: true\n")
        try folder.write("Bad.yaml", "version: 1\nintent: [Broken\n")
        let result = Ritual().run(["check", folder.path])
        #expect(result.status == 78)
        let headers = result.stderr.split(separator: "\n").filter {
            $0.contains(": error: ") || $0.contains(": note: ")
        }
        #expect(
            headers
                == [
                    "\(folder.path)/Bad.yaml:3:1: error: invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence at line 2)",
                    "\(folder.path)/LogWater.yaml:7:11: error: unknown parameter type 'integr' (expected one of: string, integer, number, boolean, date, enum, habit). Did you mean 'integer'?",
                    "\(folder.path)/LogWater.yaml:9:10: error: unknown action 'habits.drink' (registered: changes.list, changes.undoLast, desktop.notify, habits.add, habits.archive, habits.complete, habits.currentStreak, habits.edit, habits.list, habits.log, habits.remove, habits.skip, habits.stats, habits.status, habits.streaks, habits.unarchive, habits.undo, habits.unskip, habits.week, navigation.next, navigation.previous, navigation.today, store.rebuildSummary).",
                    "\(folder.path)/LogWater.yaml:10:1: error: unknown key 'colour' in an intent declaration (expected one of: version, intent, title, summary, parameters, perform, steps, mode, max, overrides, examples, hotkey, on).",
                    "\(folder.path)/Twice.yaml:2:9: error: intent 'CompleteHabit' is already declared by a built-in intent; add 'overrides: true' to replace it, or choose another name",
                    "intents/CompleteHabit.yaml:2:9: note: the built-in 'CompleteHabit' is declared here",
                ].map { Substring($0) })
        #expect(result.stderr.contains("    type: integr\n          ^\n"))
        #expect(result.stderr.hasSuffix("5 errors in 3 files.\n"))
    }

    @Test func aUserIntentBecomesRunnableAndListed() throws {
        let ritual = Ritual()
        try ritual.home.write(
            "intents/Hydrate.yaml",
            """
            version: 1
            intent: Hydrate
            title: Hydrate
            summary: Log one glass of water.
            parameters:
              habit:
                type: habit
                default: Water
              value:
                type: number
                default: "1"
            perform: habits.log
            """)
        ritual("habit", "add", "Water", "--target", "8")
        #expect(ritual("check").stdout == "All 24 intents are valid (24 files checked).\n")
        #expect(ritual("run", "hydrate").stdout == "Logged 'Water' on 2025-11-08: 1 of 8.\n")
        let listed = ritual("list", "--json").stdout
        #expect(listed.contains("\"name\": \"Hydrate\""))
        #expect(listed.contains("\"origin\": \"user\""))
    }
}

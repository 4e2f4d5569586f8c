import Testing

/// Help in the order a person asks for it, and a close subcommand or option for a mistyped one.
@Suite struct CommandLineHelpTests {
    @Test(arguments: [
        (
            ["stauts"],
            "Error: Unknown command 'stauts'. Did you mean 'status'?\n  See 'ritual --help' for more information.\n"
        ),
        (
            ["habit", "lsit"],
            "Error: Unknown command 'lsit'. Did you mean 'list'?\n  See 'ritual habit --help' for more information.\n"
        ),
    ])
    func anUnknownSubcommandSuggestsTheCloseOne(arguments: [String], message: String) {
        let result = Ritual().run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr == message)
    }

    @Test func helpAfterTheSubcommandWorksLikeHelpBeforeIt() {
        let ritual = Ritual()
        let after = ritual("habit", "help", "add")
        #expect(after.status == 0)
        #expect(after.stdout.hasPrefix("OVERVIEW: Add a habit (the AddHabit intent)."))
        #expect(after.stdout == ritual("help", "habit", "add").stdout)
    }

    @Test func anIntentsHelpShowsItsParametersAndExamples() {
        let ritual = Ritual()
        let help = ritual("run", "completehabit", "--help")
        #expect(help.status == 0)
        #expect(
            help.stdout == """
                CompleteHabit — Complete Habit
                Mark a habit done for a day (the selected day unless told otherwise).

                Parameters:
                  habit: habit, required
                      The habit, by name, unique prefix or id.
                  date: date = selected
                      The day to complete; the widget's selected day by default.
                  value: number, min 0
                      The amount to log for a numeric habit (asked for when missing); a binary habit ignores it.

                Performs: habits.complete
                Declared in: intents/CompleteHabit.yaml (built-in)
                Usage: ritual run CompleteHabit habit=…

                Examples:
                  ritual run CompleteHabit habit=Meditate
                  ritual run CompleteHabit habit=Stretch   (refused: alreadyLoggedToday)
                  ritual run CompleteHabit habit=Water   (refused: needsValue)
                  ritual run CompleteHabit habit=Water value=2
                  ritual run CompleteHabit habit=Read date=2025-11-04   (refused: notScheduledForDate)

                The options of 'ritual run' itself: ritual help run.

                """)
        let viaHelp = ritual("help", "LogHabitValue").stdout
        #expect(viaHelp.contains("  value: number, required, min 0\n"))
        #expect(viaHelp.contains("  mode: enum, add|set = add\n"))
        #expect(ritual("help", "run").stdout.hasPrefix("OVERVIEW: Run an intent by name."))
    }

    @Test func helpForANameThatIsNeitherCommandNorIntentSaysSo() {
        let result = Ritual()("help", "CompleteHabbit")
        #expect(result.status == 64)
        #expect(
            result.stderr == "Error: No command or intent named 'CompleteHabbit'. Did you mean 'CompleteHabit'? "
                + "Run 'ritual --help' for the commands, 'ritual list' for the intents.\n")
    }
}

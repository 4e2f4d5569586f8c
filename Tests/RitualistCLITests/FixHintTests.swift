import Testing

/// Strict messages that end with the next step: the domain's words, then what to type.
@Suite struct FixHintTests {
    @Test func beforeTheStartDateNamesBothDatesAndHowToMoveTheStart() {
        let ritual = Ritual()
        ritual("habit", "add", "Morning run", "--start", "2025-11-05")
        let result = ritual("done", "morn", "--date", "2025-11-01")
        #expect(result.status == 65)
        #expect(
            result.stderr == "Error: Cannot log 'Morning run': Date is before habit start date. 2025-11-01 is "
                + "before 'Morning run' starts (2025-11-05); to log it, move the start: "
                + "'ritual habit edit \"Morning run\" --start 2025-11-01'.\n")
    }

    @Test func anArchivedHabitSaysHowToBringItBack() {
        let ritual = Ritual()
        ritual("habit", "add", "Meditate")
        ritual("habit", "archive", "Meditate")
        let result = ritual("run", "CompleteHabit", "habit=Meditate", "--strict")
        #expect(result.status == 65)
        #expect(
            result.stderr == "Error: Cannot log 'Meditate': Habit is not available for logging. 'Meditate' is "
                + "archived; bring it back with 'ritual habit unarchive Meditate'.\n")
    }

    @Test func aNumericHabitWithoutAnAmountSaysHowToGiveOne() {
        let ritual = Ritual()
        ritual("habit", "add", "Water", "--target", "8")
        let result = ritual("done", "Water")
        #expect(result.status == 65)
        #expect(
            result.stderr == "Error: Cannot log 'Water': A numeric habit needs an amount; add or set a value. "
                + "Give an amount: 'ritual log Water N' (or 'ritual run LogHabitValue habit=Water value=N').\n")
    }

    @Test(arguments: [
        ("Medidate", "No habit named 'Medidate'. Did you mean 'Meditate'?"),
        ("Nope", "No habit named 'Nope'. Run 'ritual habit list' to see them."),
    ])
    func didYouMeanListsOnlyCloseNames(typed: String, message: String) {
        let ritual = Ritual()
        for name in ["Meditate", "Read", "Water", "Stretch", "Journal", "Walk"] { ritual("habit", "add", name) }
        let result = ritual("done", typed)
        #expect(result.status == 64)
        #expect(result.stderr == "Error: \(message)\n")
    }

    @Test func severalCloseNamesAreAllOfferedAndNoOthers() {
        let ritual = Ritual()
        for name in ["Walk", "Meditate", "Talk"] { ritual("habit", "add", name) }
        let result = ritual("run", "CompleteHabit", "habit=Balk", "--strict")
        #expect(result.stderr == "Error: No habit named 'Balk'. Did you mean one of 'Walk', 'Talk'?\n")
    }

    @Test func withNoHabitsYetItSaysHowToAddOne() {
        let result = Ritual()("done", "Meditate")
        #expect(result.status == 64)
        #expect(
            result.stderr == "Error: No habit named 'Meditate'; there are no habits yet. "
                + "Add one with 'ritual habit add NAME'.\n")
    }
}

import Testing

/// `ritual done`, `ritual undo` and `ritual log`: the everyday flow, strict, saying what they did.
@Suite struct ShortVerbTests {
    func home() -> Ritual {
        let ritual = Ritual()
        ritual("habit", "add", "Meditate")
        ritual("habit", "add", "Water", "--target", "8", "--unit", "glasses")
        return ritual
    }

    @Test func aNewUserAddsCompletesUndoesAndLogs() {
        let ritual = home()
        #expect(ritual("done", "Meditate").stdout == "Completed 'Meditate' on 2025-11-08.\n")
        #expect(ritual("undo", "Meditate").stdout == "Cleared 'Meditate' on 2025-11-08.\n")
        #expect(ritual("log", "Water", "3").stdout == "Logged 'Water' on 2025-11-08: 3 of 8 glasses.\n")
        #expect(ritual("log", "Water", "8", "--set").stdout == "Set 'Water' on 2025-11-08: 8 of 8 glasses, done.\n")
    }

    @Test func theDateIsAnyDayWordOrDate() {
        let ritual = home()
        ritual("habit", "edit", "Meditate", "--start", "2025-11-01")
        #expect(ritual("done", "med", "--date", "yesterday").stdout == "Completed 'Meditate' on 2025-11-07.\n")
        #expect(ritual("undo", "med", "--date", "2025-11-07").stdout == "Cleared 'Meditate' on 2025-11-07.\n")
    }

    @Test func aRefusalIsPrintedWithItsExitCodeAndJournaled() throws {
        let ritual = home()
        ritual("done", "Meditate")
        let again = ritual("done", "Meditate")
        #expect(again.status == 65)
        #expect(again.stdout.isEmpty)
        #expect(again.stderr == "Error: 'Meditate' already completed today.\n")
        let journal = ritual("journal", "--limit", "1").stdout
        #expect(journal.contains("CompleteHabit habit=Meditate date=2025-11-08  ✗ alreadyLoggedToday"))
    }

    @Test func undoWithNothingLoggedSaysSo() {
        let result = home()("undo", "Meditate")
        #expect(result.status == 65)
        #expect(result.stderr == "Error: 'Meditate' has nothing logged on 2025-11-08.\n")
    }
}

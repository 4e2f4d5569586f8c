import Foundation
import IntentKitTesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A run the journal could not record is never lost without a word: strict mode says so at once (the run itself
/// still succeeds), and the next `ritual journal` says how many were lost and why, once.
@Suite struct UnrecordedRunsTests {
    @Test(arguments: [false, true])
    func aRunTheJournalCouldNotRecordIsShownByTheNextJournal(strict: Bool) throws {
        let ritual = Ritual()
        ritual("habit", "add", "Read")
        let journal = ritual.home.path("journal.jsonl")
        try FileManager.default.removeItem(atPath: journal)
        #expect(mkfifo(journal, 0o600) == 0)
        let problem = "Cannot write the journal '\(journal)': not a regular file (it is a FIFO)."
        let run = ritual.run(["run", "CompleteHabit", "habit=Read"] + (strict ? ["--strict"] : []))
        #expect(run.status == 0)
        #expect(run.stdout == "Completed 'Read' on 2025-11-08.\n")
        #expect(run.stderr == (strict ? "warning: \(problem)\n" : ""))
        try FileManager.default.removeItem(atPath: journal)
        let shown = ritual("journal")
        #expect(shown.status == 0)
        #expect(shown.stderr == "warning: 1 run not recorded: \(problem)\n")
        #expect(shown.stdout == "The journal is empty: the runs above were not recorded.\n")
        #expect(ritual("journal").stderr == "", "shown once")
    }
}

import IntentKitTesting
import Testing

/// The real `ritual` executable, for what only a process shows: its exit codes, its two streams, and its
/// environment read from the process itself. Everything else runs in process.
@Suite struct EndToEndTests {
    @Test func theExecutableRunsANewUsersFirstMinute() throws {
        let ritual = Ritual()
        let added = try ritual.binary("habit", "add", "Meditate")
        #expect(added.status == 0)
        #expect(added.stdout == "Added 'Meditate' (daily, from 2025-11-08).\n")
        let done = try ritual.binary("run", "CompleteHabit", "habit=med")
        #expect(done.stdout == "Completed 'Meditate' on 2025-11-08.\n")
        let again = try ritual.binary("run", "CompleteHabit", "habit=med")
        #expect((again.status, again.stdout, again.stderr) == (0, "", ""))
        let strict = try ritual.binary("run", "CompleteHabit", "habit=med", "--strict")
        #expect(strict.status == 65)
        #expect(strict.stdout.isEmpty)
        #expect(strict.stderr == "Error: 'Meditate' already completed today.\n")
        let unknown = try ritual.binary("nope")
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("Error: Unexpected argument 'nope'\n"))
        let version = try ritual.binary("--version")
        #expect((version.status, version.stdout) == (0, "0.1.0\n"))
    }
}

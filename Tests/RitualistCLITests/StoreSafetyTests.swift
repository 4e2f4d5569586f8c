import Foundation
import IntentKit
import IntentKitTesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct StoreSafetyTests {
    /// A hotkey mashed from two bindings: 2 × 50 processes complete one habit on one day at the same moment.
    @Test func aHundredConcurrentCompletionsLeaveExactlyOneLog() throws {
        let ritual = Ritual()
        ritual("habit", "add", "Meditate")
        let statuses = try ProcessRunner.runConcurrently(
            Ritual.binary, ["run", "CompleteHabit", "habit=Meditate"], environment: ritual.environment, count: 100)
        #expect(statuses.allSatisfy { $0 == 0 })
        let status = try JSONParser.parse(ritual("status", "--json").stdout)
        #expect(status["completed"]?.arrayValue?.count == 1)
        let journal = try JSONParser.parse(ritual("journal", "--limit", "200", "--json").stdout)
        let runs = journal.arrayValue?.filter { $0["intent"]?.stringValue == "CompleteHabit" } ?? []
        let cases = runs.map { $0["error"]?["case"]?.stringValue ?? "ok" }
        #expect(cases.count == 100)
        #expect(cases.filter { $0 == "ok" }.count == 1)
        #expect(cases.filter { $0 == "alreadyLoggedToday" }.count == 99)
    }

    @Test func aReadOnlyHomeIsUnavailableAndTheFileIsUntouched() throws {
        let ritual = Ritual()
        ritual("habit", "add", "Meditate")
        let database = ritual.home.path("ritualist.sqlite")
        let before = try Data(contentsOf: URL(fileURLWithPath: database))
        chmod(ritual.home.path, 0o555)
        defer { chmod(ritual.home.path, 0o700) }
        // root ignores permissions, so the run drops to an unprivileged user to meet a read-only home.
        let runAs = geteuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        let command = runAs + [Ritual.binary, "run", "CompleteHabit", "habit=Meditate", "--strict", "--json"]
        let result = try ProcessRunner.run(command[0], Array(command.dropFirst()), environment: ritual.environment)
        #expect(result.status == 69, "\(result.stderr)")
        let outcome = try JSONParser.parse(result.stdout)
        #expect(outcome["error"]?["case"] == .string("storeUnavailable"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before)
        let silent = try ProcessRunner.run(
            command[0], Array(command.dropFirst()).filter { $0 != "--strict" },
            environment: ritual.environment)
        #expect(silent.status == 0)
    }

    @Test func aFileThatIsNotADatabaseIsNeverOverwritten() throws {
        let ritual = Ritual()
        let database = try ritual.home.write("ritualist.sqlite", "my notes, not a database")
        let result = ritual("habit", "add", "Meditate")
        #expect(result.status == 69)
        #expect(
            result.stderr == "Error: Cannot open the habit store '\(database)': the file is not a SQLite database.\n")
        #expect(try String(contentsOfFile: database, encoding: .utf8) == "my notes, not a database")
    }

    @Test func filesAreReadableByTheirOwnerOnly() throws {
        let ritual = Ritual()
        ritual("habit", "add", "Meditate")
        ritual("run", "CompleteHabit", "habit=Meditate")
        for file in ["ritualist.sqlite", "journal.jsonl"] {
            let attributes = try FileManager.default.attributesOfItem(atPath: ritual.home.path(file))
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600, "\(file)")
        }
    }
}

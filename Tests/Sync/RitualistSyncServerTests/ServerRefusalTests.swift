import Foundation
import IntentKitTesting
import RitualistSync
import RitualistSyncServer
import Testing

/// A server that answers with a refusal is not a server that cannot be reached: each refusal has its own case,
/// category, exit status and words.
@Suite(.enabled(if: TestServer.available, TestServer.skipReason))
struct ServerRefusalTests {
    struct Case: Sendable, CustomTestStringConvertible {
        /// What the admin does to the victim's server before the push.
        var setUp: @Sendable (SharedServer) -> [String]
        var caseName: String
        var category: String
        var exitCode: Int32
        var message: String
        var testDescription: String
    }

    static let cases = [
        Case(
            setUp: { _ in ["ALTER TABLE ritualist.entries ADD CONSTRAINT no_forbidden CHECK (kind <> 'log.added')"] },
            caseName: "serverRefused", category: "rejected", exitCode: 65,
            message: "error: The sync server refused the statement: new row for relation \"entries\" violates check "
                + "constraint \"no_forbidden\" (SQLSTATE 23514).\n",
            testDescription: "a constraint violation"),
        Case(
            setUp: { ["REVOKE INSERT ON ritualist.entries FROM \($0.victim)"] },
            caseName: "serverPermissionDenied", category: "configuration", exitCode: 78,
            message: "error: The sync server does not let role 'VICTIM' do this: permission denied for table entries "
                + "(SQLSTATE 42501). An admin grants what docs/sync.md lists under 'Several people on one server'.\n",
            testDescription: "a missing privilege"),
        Case(
            setUp: { _ in
                [
                    """
                    CREATE FUNCTION ritualist.slow() RETURNS trigger LANGUAGE plpgsql AS $$
                    BEGIN PERFORM pg_catalog.pg_sleep(30); RETURN NEW; END $$
                    """,
                    "CREATE TRIGGER slow BEFORE INSERT ON ritualist.entries FOR EACH ROW EXECUTE FUNCTION ritualist.slow()",
                ]
            },
            caseName: "serverStatementTimeout", category: "storeUnavailable", exitCode: 69,
            message: "error: The sync server gave up on a statement after 1 s (statement_timeout): canceling statement "
                + "due to statement timeout (SQLSTATE 57014).\n",
            testDescription: "a statement timeout"),
    ]

    @Test(arguments: cases)
    func aRefusalIsReportedAsWhatItIs(_ refusal: Case) async throws {
        let shared = try await SharedServer.make()
        try await shared.run(as: shared.admin, refusal.setUp(shared))
        let ledger = InMemoryLedger()
        ledger.record(1)
        let notes = JournalNotes()
        let settings = try shared.settings(shared.victim, query: "&connect_timeout=1")
        let state = TemporaryDirectory()
        let program = SyncProgram(
            settings: { settings }, openLedger: { ledger }, lockPath: state.path("sync-push.lock"),
            journal: { notes.record($0) })
        let result = await program.run(.push, strict: true)
        #expect(result.exitCode == refusal.exitCode)
        #expect(result.stderr == refusal.message.replacingOccurrences(of: "VICTIM", with: shared.victim))
        #expect(notes.all.first?.failure?.caseName == refusal.caseName)
        #expect(notes.all.first?.failure?.category == refusal.category)
        #expect(try ledger.status().waiting == 1)
    }
}

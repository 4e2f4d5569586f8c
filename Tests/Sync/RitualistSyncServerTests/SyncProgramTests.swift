import Foundation
import IntentKitTesting
import RitualistSync
import RitualistSyncServer
import Testing

@Suite struct SyncProgramTests {
    let state = TemporaryDirectory()

    func program(_ settings: @escaping @Sendable () throws -> SyncSettings, ledger: InMemoryLedger, notes: JournalNotes)
        -> SyncProgram
    {
        SyncProgram(
            settings: settings, openLedger: { ledger }, lockPath: state.path("sync-push.lock"),
            journal: { notes.record($0) })
    }

    static func unreachable() throws -> SyncSettings {
        try SyncSettings.resolve(
            url: "postgresql://me@/db?host=/nonexistent-ritualist-socket", passwordFile: nil, environment: [:])
    }

    @Test func aSilentPushThatCannotReachTheServerExitsZeroAndJournalsWhy() async throws {
        let ledger = InMemoryLedger()
        ledger.record(1)
        let notes = JournalNotes()
        let result = await program(Self.unreachable, ledger: ledger, notes: notes).run(.push)
        #expect(result == SyncCommandResult())
        #expect(notes.all.map(\.name) == ["sync.push"])
        #expect(notes.all.first?.failure?.caseName == "serverUnreachable")
        #expect(notes.all.first?.failure?.category == "storeUnavailable")
        #expect(notes.all.first?.mode == "silent")
        #expect(try ledger.status().waiting == 1)
    }

    @Test(arguments: [SyncCommand.push, .pull, .sync, .initialize])
    func strictOrTypedCommandsFailLoudlyWith69(_ command: SyncCommand) async throws {
        let ledger = InMemoryLedger()
        ledger.record(1)
        let notes = JournalNotes()
        let result = await program(Self.unreachable, ledger: ledger, notes: notes).run(command, strict: true)
        #expect(result.exitCode == 69)
        #expect(
            result.stderr.hasPrefix(
                "error: Cannot reach the sync server at /nonexistent-ritualist-socket/.s.PGSQL.5432"))
        #expect(notes.all.first?.mode == "strict")
    }

    @Test(arguments: [SyncCommand.pull, .sync, .status, .initialize])
    func badSettingsAreAConfigurationError(_ command: SyncCommand) async throws {
        let notes = JournalNotes()
        let result = await program(
            { throw SyncSettingsError.passwordInURL }, ledger: InMemoryLedger(), notes: notes
        ).run(command, json: true)
        #expect(result.exitCode == 78)
        #expect(result.stderr == "error: \(SyncSettingsError.passwordInURL.description)\n")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let error = json?["error"] as? [String: Any]
        #expect(json?["ok"] as? Bool == false)
        #expect(error?["case"] as? String == "invalidSyncSettings")
        #expect(error?["category"] as? String == "configuration")
        #expect(error?["code"] as? Int == 78)
    }

    @Test func aPushWithNothingWaitingDoesNotConnect() async throws {
        let notes = JournalNotes()
        let result = await program(Self.unreachable, ledger: InMemoryLedger(), notes: notes).run(.push, strict: true)
        #expect(result.exitCode == 0)
        #expect(result.stdout == "Pushed 0 entries.\n")
    }

    @Test func statusShowsAnUnreachableServerAndWhyAndThisMachine() async throws {
        let ledger = InMemoryLedger()
        ledger.record(3)
        let notes = JournalNotes()
        let program = program(Self.unreachable, ledger: ledger, notes: notes)
        let text = await program.run(.status)
        #expect(text.exitCode == 0)
        #expect(text.stdout.contains("Reachable: no: Cannot reach the sync server"))
        #expect(text.stdout.contains("Machine: \(ledger.machine.uuidString.lowercased())"))
        #expect(text.stdout.contains("Waiting: 3 entries"))
        #expect(text.stdout.contains("Last push: never"))
        let json = await program.run(.status, json: true)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["reachable"] as? Bool == false)
        #expect(object?["ready"] as? Bool == false)
        #expect(object?["reasonCase"] as? String == "serverUnreachable")
        #expect(object?["waiting"] as? Int == 3)
        #expect(object?["machine"] as? String == ledger.machine.uuidString.lowercased())
        let strict = await program.run(.status, strict: true)
        #expect(strict.exitCode == 69)
        #expect(strict.stdout.contains("Reachable: no"))
    }

    @Test func statusWritesTheMachineAndSetAsideIdsInLowerCaseInTextAndJSON() async throws {
        let ledger = InMemoryLedger(unreadableKinds: ["habit.renamed"])
        let odd = SyncEntry(
            id: UUID(), machine: UUID(), kind: "habit.renamed", version: 1, body: "{}",
            stampedAt: Date(timeIntervalSince1970: 1_700_000_000))
        _ = try ledger.apply([PulledEntry(serverSeq: 4, entry: odd)], at: Date(timeIntervalSince1970: 1_700_000_100))
        let program = program(Self.unreachable, ledger: ledger, notes: JournalNotes())
        let machine = ledger.machine.uuidString.lowercased()
        let id = odd.id.uuidString.lowercased()
        let text = await program.run(.status).stdout
        #expect(text.contains("Machine: \(machine)\n"))
        #expect(text.contains("#4 habit.renamed \(id): "))
        let json = await program.run(.status, json: true).stdout
        #expect(json.contains(#""machine":"\#(machine)""#))
        #expect(json.contains(#""id":"\#(id)""#))
        #expect(json == json.replacingOccurrences(of: ledger.machine.uuidString, with: machine))
        #expect(json == json.replacingOccurrences(of: odd.id.uuidString, with: id))
    }

    @Test func statusSaysWhenThisMachinesSideCannotBeRead() async throws {
        struct Broken: Error, CustomStringConvertible { var description: String { "the ledger is broken" } }
        let program = SyncProgram(
            settings: Self.unreachable, openLedger: { throw Broken() }, lockPath: state.path("lock"))
        let result = await program.run(.status)
        #expect(result.stdout.contains("This machine: the ledger is broken"))
    }
}

@Suite(.enabled(if: TestServer.available, TestServer.skipReason))
struct SyncProgramServerTests {
    let state = TemporaryDirectory()

    @Test func initThenSyncOnTwoMachinesGivesBothTheWholeHistory() async throws {
        let database = try await TestServer.database()
        let settings = try TestServer.adminSettings(database: database)
        let laptop = InMemoryLedger()
        let desktop = InMemoryLedger()
        laptop.record(3)
        desktop.record(2)
        func program(_ ledger: InMemoryLedger, _ name: String) -> SyncProgram {
            SyncProgram(settings: { settings }, openLedger: { ledger }, lockPath: state.path(name))
        }
        let initialized = await program(laptop, "a").run(.initialize)
        #expect(initialized.stdout == "The server schema is at version \(ServerSchema.version) (was absent).\n")
        #expect(await program(laptop, "a").run(.initialize).stdout.contains("nothing to do"))
        #expect(
            await program(laptop, "a").run(.sync).stdout
                == "Pulled 0 entries: 0 applied, 0 merged, 0 set aside.\nPushed 3 entries.\n")
        #expect(await program(desktop, "b").run(.sync).exitCode == 0)
        #expect(
            await program(laptop, "a").run(.pull).stdout
                == "Pulled 2 entries: 2 applied, 0 merged, 0 set aside (3 of this machine's own skipped).\n")
        #expect(laptop.known == desktop.known)
        #expect(laptop.known.count == 5)
        let status = await program(desktop, "b").run(.status, json: true)
        let object = try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any]
        #expect(object?["reachable"] as? Bool == true)
        #expect(object?["schema"] as? Int == ServerSchema.version)
        #expect(object?["waiting"] as? Int == 0)
    }

    @Test func aPullThatBringsNothingLeavesNoJournalRecordAndOneThatBringsEntriesDoes() async throws {
        // A status bar's follow pulls every second: only pulls that did something are worth a line.
        let database = try await TestServer.database()
        let settings = try TestServer.adminSettings(database: database)
        let laptop = InMemoryLedger()
        let desktop = InMemoryLedger()
        desktop.record(2)
        let notes = JournalNotes()
        let program = SyncProgram(
            settings: { settings }, openLedger: { laptop }, lockPath: state.path("a"), journal: { notes.record($0) })
        #expect(await program.run(.initialize).exitCode == 0)
        #expect(await program.run(.pull).exitCode == 0)
        #expect(notes.all.map(\.name) == ["sync.init"])
        let other = SyncProgram(settings: { settings }, openLedger: { desktop }, lockPath: state.path("b"))
        #expect(await other.run(.push).exitCode == 0)
        #expect(await program.run(.pull).exitCode == 0)
        #expect(notes.all.map(\.name) == ["sync.init", "sync.pull"])
    }

    @Test func aPushThatFindsAnotherRunningLeavesItsEntriesToIt() async throws {
        let database = try await TestServer.database()
        let settings = try TestServer.adminSettings(database: database)
        let ledger = InMemoryLedger()
        ledger.record(2)
        let lockPath = state.path("sync-push.lock")
        let program = SyncProgram(settings: { settings }, openLedger: { ledger }, lockPath: lockPath)
        #expect(await program.run(.initialize).exitCode == 0)
        let running = try PushLock.acquire(lockPath)
        #expect(running != nil)
        let second = await program.run(.push, json: true)
        let object = try JSONSerialization.jsonObject(with: Data(second.stdout.utf8)) as? [String: Any]
        #expect(object?["handedOver"] as? Bool == true)
        #expect(try ledger.status().waiting == 2)
        withExtendedLifetime(running) {}
    }

    /// It said `Reachable: no: The sync server has no ritualist schema yet` of a server that answered.
    @Test func statusOfAServerWithoutTheSchemaSaysItIsReachableButNotReady() async throws {
        let database = try await TestServer.database()
        let settings = try TestServer.adminSettings(database: database)
        let program = SyncProgram(
            settings: { settings }, openLedger: { InMemoryLedger() }, lockPath: state.path("lock"))
        let text = await program.run(.status)
        #expect(text.stdout.contains("Reachable: yes, not ready: The sync server has no ritualist schema yet"))
        let json = await program.run(.status, json: true)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["reachable"] as? Bool == true)
        #expect(object?["ready"] as? Bool == false)
        #expect(object?["reasonCase"] as? String == "serverNotInitialized")
    }

    @Test func strictStatusOfAServerWithANewerSchemaIsAConfigurationError() async throws {
        let database = try await TestServer.database()
        let settings = try TestServer.adminSettings(database: database)
        let program = SyncProgram(
            settings: { settings }, openLedger: { InMemoryLedger() }, lockPath: state.path("lock"))
        #expect(await program.run(.initialize).exitCode == 0)
        try await TestServer.admin(["UPDATE ritualist.schema_version SET version = 99"], database: database)
        let result = await program.run(.status, strict: true, json: true)
        #expect(result.exitCode == 78)
        #expect(result.stderr.contains("schema is version 99"))
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(object?["reasonCase"] as? String == "newerServerSchema")
        #expect(await program.run(.sync).exitCode == 78)
    }
}

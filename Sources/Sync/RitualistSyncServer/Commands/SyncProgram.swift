import Foundation
import RitualistSync

/// The commands of `ritual-sync`, over whatever settings, ledger and journal it is given: the executable passes the
/// home's, tests pass their own.
package struct SyncProgram: Sendable {
    /// The server settings; a throw is a configuration error.
    package var settings: @Sendable () throws -> SyncSettings
    /// The home's ledger.
    package var openLedger: @Sendable () throws -> any SyncLedger
    /// The file whose lock lets one push of the home run at a time.
    package var lockPath: String
    /// Where each run's outcome is recorded.
    package var journal: @Sendable (SyncJournalNote) -> Void
    /// The time the ledger records.
    package var now: @Sendable () -> Date
    /// Entries per statement.
    package var batchSize = SyncEngine.defaultBatchSize
    /// The role `init` gives the schema to (`--owner`): an admin role no person syncs as. Nil leaves it to the role
    /// that runs `init`.
    package var schemaOwner: String?

    /// A program with the given parts.
    package init(
        settings: @escaping @Sendable () throws -> SyncSettings,
        openLedger: @escaping @Sendable () throws -> any SyncLedger,
        lockPath: String, journal: @escaping @Sendable (SyncJournalNote) -> Void = { _ in },
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.settings = settings
        self.openLedger = openLedger
        self.lockPath = lockPath
        self.journal = journal
        self.now = now
    }

    /// Runs `command`. A failure is printed on stderr with its exit status, except a push's without `strict`, which
    /// only the journal records; `json` prints the outcome object on stdout either way.
    package func run(_ command: SyncCommand, strict: Bool = false, json: Bool = false) async -> SyncCommandResult {
        let started = Date()
        let outcome: Result<SyncOutput, SyncFailure>
        do {
            outcome = .success(try await perform(command))
        } catch {
            outcome = .failure(SyncFailure(error))
        }
        let loud = strict || !command.silentByDefault
        if case .success(.pull(let report)) = outcome, report.pulled == 0 {
            // Nothing happened: a status bar that follows pulls every second, and the journal keeps the runs that
            // did something or failed.
        } else {
            journal(
                SyncJournalNote(
                    name: command.journalName, failure: outcome.failureValue,
                    milliseconds: Date().timeIntervalSince(started) * 1000, mode: loud ? "strict" : "silent"))
        }
        switch outcome {
        case .success(.status(let status)) where strict && !status.ready:
            // `--strict` makes a server that is unreachable or not ready a failure, the status printed all the same.
            let failure = SyncFailure(
                caseName: status.reasonCase ?? "serverUnreachable",
                category: status.reasonCategory ?? "storeUnavailable",
                message: status.reason ?? "the server cannot be reached")
            return SyncCommandResult(
                exitCode: failure.exitCode, stdout: json ? SyncOutput.status(status).json : status.text,
                stderr: SyncOutput.failureText(failure))
        case .success(let output):
            return SyncCommandResult(stdout: json ? output.json : output.text)
        case .failure(let failure):
            let stdout = json ? SyncOutput.failureJSON(failure) : ""
            guard loud else { return SyncCommandResult(stdout: stdout) }
            return SyncCommandResult(
                exitCode: failure.exitCode, stdout: stdout, stderr: SyncOutput.failureText(failure))
        }
    }

    private func perform(_ command: SyncCommand) async throws -> SyncOutput {
        if command == .status { return .status(try await SyncStatusReader(program: self).read()) }
        let settings = try settings()
        var ledger: (any SyncLedger)?
        if command != .initialize {
            let opened = try openLedger()
            ledger = opened
            if command == .push, try opened.outbox(limit: 1).isEmpty { return .push(PushReport(), handedOver: false) }
        }
        if command == .initialize, let owner = schemaOwner { _ = try SchemaOwner.quoted(owner) }
        let server = try await ServerConnection.open(settings)
        do {
            let output = try await perform(command, ledger: ledger, server: server)
            await server.close()
            return output
        } catch {
            await server.close()
            throw error
        }
    }

    private func perform(_ command: SyncCommand, ledger: (any SyncLedger)?, server: ServerConnection) async throws
        -> SyncOutput
    {
        guard let ledger else {
            let (from, to) = try await ServerSchema.initialize(server, owner: schemaOwner)
            return .initialized(from: from, to: to)
        }
        try await ServerSchema.check(server)
        let engine = SyncEngine(ledger: ledger, server: server, batchSize: batchSize, now: now)
        switch command {
        case .pull: return .pull(try await engine.pull())
        case .sync:
            let pulled = try await engine.pull()
            let (pushed, handedOver) = try await pushAll(engine, ledger: ledger)
            return .sync(pulled, pushed, handedOver: handedOver)
        default:
            let (pushed, handedOver) = try await pushAll(engine, ledger: ledger)
            return .push(pushed, handedOver: handedOver)
        }
    }

    /// Pushes under the home's lock until the outbox is empty. A push that finds the lock taken leaves its entries
    /// to the one running; the one running looks at the outbox again after it lets the lock go, so an entry recorded
    /// while it ran is pushed by it or by a push that got the lock after it.
    private func pushAll(_ engine: SyncEngine, ledger: any SyncLedger) async throws -> (PushReport, handedOver: Bool) {
        var report = PushReport()
        var first = true
        repeat {
            guard let lock = try PushLock.acquire(lockPath) else { return (report, first) }
            first = false
            report = report + (try await engine.push())
            withExtendedLifetime(lock) {}
        } while try !ledger.outbox(limit: 1).isEmpty
        return (report, false)
    }
}

extension Result {
    fileprivate var failureValue: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Runs intents by name: look up, bind parameters, resolve dependencies, perform, journal.
///
/// ```swift
/// let runner = Runner(load: loader.load(sources), registry: registry, container: container,
///                     clock: .system(in: .process), journal: Journal(path: statePath))
/// let outcome = runner.run("CompleteHabit", arguments: try RawArguments(words: ["habit=Meditate"]))
/// ```
///
/// A run never throws: every failure becomes the outcome's `failure`, which the failure policy reports.
public struct Runner: Sendable {
    public let load: CatalogLoader.Load
    public let registry: PluginRegistry
    public let container: Container
    public let clock: WallClock
    public let journal: Journal?
    /// The folder of the lock files that hold compositions' run modes across processes; nil runs without them.
    public let locks: String?
    /// How deep compositions may nest and how many steps one run may run; `check` refuses past the same bounds.
    public let limits: DeclarationLimits

    public init(
        load: CatalogLoader.Load, registry: PluginRegistry, container: Container, clock: WallClock,
        journal: Journal?, locks: String? = nil, limits: DeclarationLimits = .standard
    ) {
        self.locks = locks
        self.limits = limits
        self.load = load
        self.registry = registry
        self.container = container
        self.clock = clock
        self.journal = journal
    }

    public var catalog: Catalog { load.catalog }

    /// Runs `name` with `arguments`; `mode` is recorded in the journal.
    ///
    /// With a `prompt`, a run that fails for want of a value (a required parameter left out, or an amount the
    /// domain asks for) asks for it and tries again with the answer bound like any argument; a cancelled prompt
    /// ends the run with case `cancelled`. Only the final outcome is journaled.
    ///
    /// A run that may take long (a composition, an external plugin's action) catches SIGTERM, SIGINT and SIGHUP:
    /// it stops before its next step and ends with case `interrupted`, keeping the steps done. While it runs, a
    /// marker beside the journal stands for it; a run that finds the marker of a process that ended without
    /// removing it (killed) journals that run as `interrupted`.
    public func run(
        _ name: String, arguments: RawArguments, mode: FailurePolicy = .silent, prompt: ValuePrompt? = nil
    ) -> Outcome {
        journal?.journalKilledRuns()
        if let intent = catalog.declaration(named: name), mayTakeLong(intent) {
            return guarded(intent.name, arguments: arguments, mode: mode) {
                run(name, arguments: arguments, mode: mode, prompt: prompt, mayTakeLong: true)
            }
        }
        return run(name, arguments: arguments, mode: mode, prompt: prompt, mayTakeLong: false)
    }

    private func run(
        _ name: String, arguments: RawArguments, mode: FailurePolicy, prompt: ValuePrompt?, mayTakeLong: Bool
    ) -> Outcome {
        let startedAt = Date()
        let start = ContinuousClock.now
        var intentName = name
        var arguments = arguments
        var execution = Execution()
        do {
            let intent = try lookUp(name)
            intentName = intent.name
            let ticket = try enterGate(of: intent)
            let now = clock.now()
            let context = RunContext(now: now, resolver: container.resolver(for: container.makeRun()))
            (execution, arguments) = execute(intent, arguments: arguments, context: context, asking: prompt)
            ticket?.leave()
        } catch {
            execution.failure = Outcome.Failure(error)
        }
        if mayTakeLong { execution = Self.interrupted(execution) }
        let outcome = Outcome(
            intent: intentName, arguments: arguments, parameters: execution.parameters, result: execution.result,
            failure: execution.failure,
            startedAt: startedAt, duration: ContinuousClock.now - start)
        // A read that succeeded leaves no trace: a status bar polling it would crowd out every other record.
        return execution.changes || execution.failure != nil ? journaled(outcome, mode: mode) : outcome
    }

    /// Appends the run to the journal; a journal that cannot be written is noted, never a failure of the run.
    func journaled(_ outcome: Outcome, mode: FailurePolicy) -> Outcome {
        guard let journal else { return outcome }
        var outcome = outcome
        do {
            try journal.append(JournalRecord(outcome: outcome, mode: mode.rawValue))
        } catch {
            outcome.journalProblem = error.description
        }
        return outcome
    }

    /// Takes a composition's place under its run mode; nil for an intent that performs an action, or without locks.
    private func enterGate(of intent: IntentDeclaration) throws -> RunGate.Ticket? {
        guard let locks, intent.steps != nil else { return nil }
        return try RunGate(folder: locks).enter(intent.name, mode: intent.runMode)
    }

    /// The declaration of the intent `name`; a file that would declare it but is broken throws its diagnostics,
    /// and an unknown name throws `RunnerError.unknownIntent` with a suggestion.
    public func lookUp(_ name: String) throws -> IntentDeclaration {
        if let intent = catalog.declaration(named: name) { return intent }
        let broken = load.diagnostics(mentioning: name)
        if !broken.isEmpty { throw DiagnosticList(broken) }
        throw RunnerError.unknownIntent(name: name, suggestion: catalog.suggestion(for: name))
    }
}

import Primitives

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Runs intents by name, every run through one pipeline, each stage once: look up and bind, perform (its store
/// operations in one transaction), journal with the runner's clock, what changed (one `RunChange`), and the
/// `AfterCommit` listeners it follows.
///
/// ```swift
/// let runner = Runner(load: loader.load(sources), registry: registry, container: container,
///                     clock: .system(in: .process), journal: Journal(path: statePath))
/// let outcome = runner.run("CompleteHabit", arguments: try RawArguments(words: ["habit=Meditate"]))
/// ```
///
/// A run never throws: every failure becomes the outcome's `failure`, which the failure policy reports.
public struct Runner: Sendable {
    /// The loaded declarations, with the diagnostics of the files that did not load.
    package let load: CatalogLoader.Load
    /// The plugins' actions, entity types and date words.
    package let registry: PluginRegistry
    /// The services actions resolve.
    package let container: Container
    /// The clock runs are stamped with and date words are read by.
    package let clock: WallClock
    /// Where runs are journaled; nil journals nothing.
    package let journal: Journal?
    /// The folder of the lock files that hold compositions' run modes across processes; nil runs without them.
    package let locks: String?
    /// How deep compositions may nest and how many steps one run may run; `check` refuses past the same bounds.
    package let limits: DeclarationLimits
    /// What follows each committed run (see `AfterCommit`).
    package private(set) var listeners: [any AfterCommit] = []
    /// What started this runner's runs by themselves (`at 21:00`), journaled with each; nil for runs someone asked
    /// for.
    package private(set) var trigger: String?
    /// The event that started this runner's runs (`kind`, `habit`, `day`, `value`, `source`), which compositions
    /// read as `event.*`; nil when no event did.
    package private(set) var event: JSONValue?

    /// A runner of the intents `load` holds, with the plugins in `registry` and the services in `container`.
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

    /// The intents that loaded.
    package var catalog: Catalog { load.catalog }

    /// This runner with `listeners` following each of its runs, after those it had.
    package func following(_ listeners: [any AfterCommit]) -> Runner {
        var runner = self
        runner.listeners += listeners
        return runner
    }

    /// This runner with its runs journaled as started by `trigger` (`at 21:00`, `event: completed Meditate`), and
    /// the `event` that fired it readable as `event.*`; a triggered run is journaled even when it only read, since
    /// nobody saw it run.
    package func triggered(by trigger: String, event: JSONValue? = nil) -> Runner {
        var runner = self
        runner.trigger = trigger
        runner.event = event
        return runner
    }

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
    package func run(
        _ name: String, arguments: RawArguments, mode: FailurePolicy = .silent, prompt: ValuePrompt? = nil
    ) -> Outcome {
        committed([perform(name, arguments: arguments, mode: mode, prompt: prompt)])[0].outcome
    }

    /// Runs and journals `name` without telling the listeners: the stages before `committed(_:)`.
    func perform(_ name: String, arguments: RawArguments, mode: FailurePolicy, prompt: ValuePrompt?) -> RunChange {
        journal?.journalKilledRuns()
        if let intent = catalog.declaration(named: name), mayTakeLong(intent) {
            return guarded(intent.name, arguments: arguments, mode: mode) {
                perform(name, arguments: arguments, mode: mode, prompt: prompt, mayTakeLong: true)
            }
        }
        return perform(name, arguments: arguments, mode: mode, prompt: prompt, mayTakeLong: false)
    }

    private func perform(
        _ name: String, arguments: RawArguments, mode: FailurePolicy, prompt: ValuePrompt?, mayTakeLong: Bool
    ) -> RunChange {
        let now = clock.now()
        let start = ContinuousClock.now
        var intentName = name
        var arguments = arguments
        var execution = Execution()
        var writes = false
        do {
            let intent = try lookUp(name)
            intentName = intent.name
            writes = self.writes(intent)
            let ticket = try enterGate(of: intent)
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
            startedAt: now.instant, duration: ContinuousClock.now - start)
        // A read that succeeded leaves no trace: a status bar polling it would crowd out every other record.
        let journaled =
            writes || execution.failure != nil || trigger != nil ? journaled(outcome, mode: mode) : outcome
        return RunChange(outcome: journaled, writes: writes, day: now.date)
    }

    /// Hands `changes`, committed and journaled, to every listener, and returns them; a run cancelled at a prompt
    /// (a quiet no-op) is left out, and nothing is started once a signal has asked the process to end.
    @discardableResult
    func committed(_ changes: [RunChange]) -> [RunChange] {
        let heard = changes.filter { $0.outcome.failure?.category != .cancelled }
        guard !listeners.isEmpty, !heard.isEmpty, Interruption.received == 0 else { return changes }
        for listener in listeners { listener.committed(heard) }
        return changes
    }

    /// Whether a run of the intent named `name` changes the store (see `writes(_:)`); false for an unknown name.
    package func writes(intentNamed name: String) -> Bool {
        catalog.declaration(named: name).map(writes) ?? false
    }

    /// Whether a run of `intent` changes the store: its action says so; a composition of steps is taken to.
    func writes(_ intent: IntentDeclaration) -> Bool {
        guard case .perform(let action) = intent.body else { return true }
        return registry.actions[action]?.changes ?? true
    }

    /// Appends the run to the journal; a journal that cannot be written is noted, never a failure of the run.
    func journaled(_ outcome: Outcome, mode: FailurePolicy) -> Outcome {
        guard let journal else { return outcome }
        var outcome = outcome
        do {
            var record = JournalRecord(outcome: outcome, mode: mode.rawValue)
            record.trigger = trigger
            try journal.append(record)
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
    package func lookUp(_ name: String) throws -> IntentDeclaration {
        if let intent = catalog.declaration(named: name) { return intent }
        let broken = load.diagnostics(mentioning: name)
        if !broken.isEmpty { throw DiagnosticList(broken) }
        throw RunnerError.unknownIntent(name: name, suggestion: catalog.suggestion(for: name))
    }
}

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Runs intents by name: look up, bind parameters, resolve dependencies, perform, journal.
///
/// ```swift
/// let runner = Runner(load: loader.load(sources), registry: registry, container: container,
///                     clock: .system, journal: Journal(path: statePath))
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

    public init(
        load: CatalogLoader.Load, registry: PluginRegistry, container: Container, clock: WallClock,
        journal: Journal?
    ) {
        self.load = load
        self.registry = registry
        self.container = container
        self.clock = clock
        self.journal = journal
    }

    public var catalog: Catalog { load.catalog }

    /// Runs `name` with `arguments`; `mode` is recorded in the journal.
    public func run(_ name: String, arguments: RawArguments, mode: FailurePolicy = .silent) -> Outcome {
        let startedAt = Date()
        let start = ContinuousClock.now
        var intentName = name
        var parameters: BoundParameters?
        var result: (any ActionOutput)?
        var failure: Outcome.Failure?
        var changes = true
        do {
            let intent = try lookUp(name)
            intentName = intent.name
            guard let action = registry.actions[intent.action] else {
                throw RunnerError.unknownAction(intent: intent.name, action: intent.action)
            }
            changes = action.changes
            let now = clock.now()
            let resolver = container.resolver(for: container.makeRun())
            let bound = try ParameterBinder(registry: registry, resolver: resolver, today: now.date)
                .bind(arguments, to: intent)
            parameters = bound
            let context = ActionContext(
                intent: intent, parameters: bound, resolver: resolver.limited(to: action.needs),
                now: now, action: action)
            result = try action.perform(context)
        } catch {
            failure = Outcome.Failure(error)
        }
        let outcome = Outcome(
            intent: intentName, arguments: arguments, parameters: parameters, result: result, failure: failure,
            startedAt: startedAt, duration: ContinuousClock.now - start)
        // A read that succeeded leaves no trace: a status bar polling it would crowd out every other record.
        return changes || failure != nil ? journaled(outcome, mode: mode) : outcome
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

    private func lookUp(_ name: String) throws -> IntentDeclaration {
        if let intent = catalog.declaration(named: name) { return intent }
        let broken = load.diagnostics(mentioning: name)
        if !broken.isEmpty { throw DiagnosticList(broken) }
        throw RunnerError.unknownIntent(name: name, suggestion: catalog.suggestion(for: name))
    }
}

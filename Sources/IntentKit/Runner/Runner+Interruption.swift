import Primitives

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Runner {
    /// Whether a run of `intent` may take long: a composition (its steps may run plugins, or wait for their turn
    /// under a run mode) or an external plugin's action.
    func mayTakeLong(_ intent: IntentDeclaration) -> Bool {
        switch intent.body {
        case .steps: return true
        case .perform(let action): return registry.actions[action]?.external ?? false
        }
    }

    /// Runs `body`, a run that may take long, with SIGTERM, SIGINT and SIGHUP caught (see `Interruption`) and,
    /// while it runs, a started marker holding the record of the run as killed, for the next run to journal if
    /// this process is killed before it journals the run itself.
    func guarded(
        _ intent: String, arguments: RawArguments, mode: FailurePolicy, _ body: () -> RunChange
    ) -> RunChange {
        Interruption.catching {
            let killed = Outcome.Failure(RunnerError.killed)
            let record = JournalRecord(
                time: LocalMoment.utcStamp(clock.now().instant), intent: intent, parameters: arguments.json, ok: false,
                errorCase: killed.caseName, message: killed.message, durationMs: 0, mode: mode.rawValue,
                category: killed.category.rawValue)
            let marker = journal?.markStarted(record)
            let outcome = body()
            if let marker { journal?.removeMarker(marker) }
            return outcome
        }
    }

    /// `execution` as interrupted when a signal arrived while it ran, keeping what it did (a composition's steps).
    static func interrupted(_ execution: Execution) -> Execution {
        let signal = Interruption.received
        guard signal != 0, execution.failure?.failureCase != .interrupted else {
            return execution
        }
        let failure = Outcome.Failure(RunnerError.interrupted(signal: signal))
        var interrupted = execution
        let done = execution.failure?.partialResult ?? execution.result?.json
        interrupted.failure = done.map { failure.carrying($0) } ?? failure
        interrupted.result = nil
        return interrupted
    }

    /// The failure that stops a composition before its next step once a signal arrived; nil until then.
    static var interruption: Outcome.Failure? {
        let signal = Interruption.received
        return signal == 0 ? nil : Outcome.Failure(RunnerError.interrupted(signal: signal))
    }
}

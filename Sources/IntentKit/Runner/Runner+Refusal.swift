#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Runner {
    /// The outcome of a run refused before its intent was looked up (malformed arguments, a front end's own
    /// refusal such as a hotkey nothing binds), journaled like any failed run.
    package func refused(_ name: String, arguments: RawArguments, error: any Error, mode: FailurePolicy) -> Outcome {
        let now = clock.now()
        let outcome = Outcome(
            intent: name, arguments: arguments, parameters: nil, result: nil, failure: Outcome.Failure(error),
            startedAt: now.instant, duration: .zero)
        return committed([RunChange(outcome: journaled(outcome, mode: mode), writes: false, day: now.date)])[0].outcome
    }
}

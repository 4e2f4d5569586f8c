import Primitives

extension CompositionError {
    /// The words of a composition's failures, written once.
    enum Words {
        static let stepFailed: MessageTemplate = "Step '{step}' failed: {message}"
        static let everyStepFailed: MessageTemplate = "Every step failed ({steps}); the last, '{step}': {message}"
        static let tooDeep: MessageTemplate =
            "Compositions call one another more than {limit} deep: {chain}. Break the chain of steps."
        static let valueTooLarge: MessageTemplate =
            "The template of {template} renders to more than {limit} bytes, the most one value may hold."
        static let tooManySteps: MessageTemplate =
            "Composition '{composition}' would run more than {limit} steps, counting those of the compositions it "
            + "runs; the run stopped there."
        /// A `stop:` step's own message, as its declaration writes it.
        static let stopped: MessageTemplate = "{message}"
        static let runningSingle: MessageTemplate =
            "'{intent}' is already running; this run was dropped (mode: single)."
        static let runningQueued: MessageTemplate =
            "'{intent}' already has {runs} waiting; this run was dropped (mode: queued, max: {max})."
        static let runningParallel: MessageTemplate =
            "'{intent}' is already running {times}; this run was dropped (mode: parallel, max: {max})."
    }
}

extension FailureCase {
    /// Compositions ran compositions past the nesting limit.
    package static let compositionTooDeep = FailureCase(
        "compositionTooDeep", .configuration, CompositionError.Words.tooDeep)
    /// A template rendered past the size one value may hold.
    package static let valueTooLarge = FailureCase("valueTooLarge", .rejected, CompositionError.Words.valueTooLarge)
    /// A composition's run reached the bound of steps.
    package static let compositionTooLarge = FailureCase(
        "compositionTooLarge", .configuration, CompositionError.Words.tooManySteps)
    /// A composition ended at a `stop:` with `error: true`.
    package static let stopped = FailureCase("stopped", .rejected, CompositionError.Words.stopped)
    /// A `single` composition was already running, or a `queued` one found no place.
    package static let alreadyRunning = FailureCase(
        "alreadyRunning", .unavailable, CompositionError.Words.runningSingle, CompositionError.Words.runningQueued,
        CompositionError.Words.runningParallel)
}

extension CompositionError {
    /// The cases a composition ends a run with, besides a failed step's own.
    package static let failureCases: [FailureCase] = [
        .compositionTooDeep, .valueTooLarge, .compositionTooLarge, .stopped, .alreadyRunning,
    ]
}

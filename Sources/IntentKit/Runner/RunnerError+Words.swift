import Primitives

extension RunnerError {
    /// The words of the runner's own failures, written once.
    enum Words {
        static let unknownIntent: MessageTemplate = "No intent named '{name}'.{hint}"
        /// What follows an unknown intent's name when one is close to it: the `{hint}` of `unknownIntent`.
        static let suggestion: MessageTemplate = " Did you mean '{suggestion}'?"
        static let parameterAccess: MessageTemplate =
            "The action of '{intent}' read parameter '{parameter}' as {expected}, which its declaration does not give "
            + "it. Fix the declaration's type or the action."
        static let undeclaredParameter: MessageTemplate =
            "Action '{action}' read parameter '{parameter}', which it did not list when it registered. Add the "
            + "parameter to the action's registration."
        static let unknownAction: MessageTemplate = "Intent '{intent}' performs '{action}', which no plugin registered."
        static let cancelled: MessageTemplate = "Cancelled: no value for parameter '{parameter}' of '{intent}'."
        static let unexpected: MessageTemplate = "Internal error: {problem}"
        static let interrupted: MessageTemplate =
            "Interrupted by {signal}: the steps done before it are kept, the rest did not run."
        static let killed: MessageTemplate =
            "The run was killed before it could record its outcome: the steps it had done are kept, but which ones is "
            + "not known."
    }
}

extension FailureCase {
    /// No intent has the name asked for.
    package static let unknownIntent = FailureCase("unknownIntent", .usage, RunnerError.Words.unknownIntent)
    /// An action read a parameter as a type it is not.
    package static let parameterAccess = FailureCase("parameterAccess", .internal, RunnerError.Words.parameterAccess)
    /// An action read a parameter its declaration does not declare.
    package static let undeclaredParameter = FailureCase(
        "undeclaredParameter", .internal, RunnerError.Words.undeclaredParameter)
    /// A declaration performs an action no plugin registered.
    package static let unknownAction = FailureCase("unknownAction", .internal, RunnerError.Words.unknownAction)
    /// A prompt for a missing value was cancelled: a quiet no-op.
    package static let cancelled = FailureCase("cancelled", .cancelled, RunnerError.Words.cancelled)
    /// Something that should not happen did.
    package static let internalError = FailureCase("internalError", .internal, RunnerError.Words.unexpected)
    /// A signal ended the run, or it was killed before it could record its outcome.
    package static let interrupted = FailureCase(
        "interrupted", .unavailable, RunnerError.Words.interrupted, RunnerError.Words.killed)
}

extension RunnerError {
    /// The cases the runner itself ends a run with.
    package static let failureCases: [FailureCase] = [
        .unknownIntent, .parameterAccess, .undeclaredParameter, .unknownAction, .cancelled, .internalError,
        .interrupted,
    ]
}

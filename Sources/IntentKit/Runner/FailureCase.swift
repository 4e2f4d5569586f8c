/// One way a run can end in failure: the stable name scripts, journals and examples match on, and its category,
/// which gives the exit status under strict mode.
///
/// Each library lists the cases it raises beside the errors that raise them (`RunnerError.failureCases`), so that
/// `check`, the JSON envelope and the journal read one list.
public struct FailureCase: Sendable, Hashable, CustomStringConvertible {
    /// The stable name, such as `unknownIntent`.
    package let name: String
    /// The kind of failure, which gives the exit status under strict mode.
    package let category: FailureCategory

    /// The case named `name`, of `category`.
    public init(_ name: String, _ category: FailureCategory) {
        self.name = name
        self.category = category
    }

    /// The exit status of the case under strict mode.
    package var exitCode: Int32 { category.exitCode }

    /// The case's name.
    public var description: String { name }

    /// Every case IntentKit itself raises. A step's failure ends its composition with the step's own case.
    package static let intentKit: [FailureCase] =
        ParameterError.failureCases + RunnerError.failureCases + CompositionError.failureCases
        + ContainerError.failureCases + [.invalidDeclaration, .invalidRequest]

    /// A signal ended the run, or it was killed before it could record its outcome.
    package static let interrupted = FailureCase("interrupted", .unavailable)
    /// A declaration or a settings file is broken.
    package static let invalidDeclaration = FailureCase("invalidDeclaration", .configuration)
    /// A line of a batch is not a request (`{"intent": NAME, "params": {...}}`).
    package static let invalidRequest = FailureCase("invalidRequest", .usage)
}

extension IntentFailure {
    /// The case this failure ends a run with.
    package var failureCase: FailureCase { FailureCase(caseName, category) }
}

extension ParameterError {
    /// The cases a parameter that cannot be bound ends a run with; all usage failures.
    package static let failureCases = [
        "missingParameter", "unknownParameter", "duplicateParameter", "malformedArguments", "invalidParameter",
        "unknownEntity", "ambiguousEntity",
    ].map { FailureCase($0, .usage) }
}

extension FailureCase {
    /// No intent has the name asked for.
    package static let unknownIntent = FailureCase("unknownIntent", .usage)
    /// An action read a parameter as a type it is not.
    package static let parameterAccess = FailureCase("parameterAccess", .internal)
    /// An action read a parameter its declaration does not declare.
    package static let undeclaredParameter = FailureCase("undeclaredParameter", .internal)
    /// A declaration performs an action no plugin registered.
    package static let unknownAction = FailureCase("unknownAction", .internal)
    /// A prompt for a missing value was cancelled: a quiet no-op.
    package static let cancelled = FailureCase("cancelled", .cancelled)
    /// Something that should not happen did.
    package static let internalError = FailureCase("internalError", .internal)
}

extension RunnerError {
    /// The cases the runner itself ends a run with.
    package static let failureCases: [FailureCase] = [
        .unknownIntent, .parameterAccess, .undeclaredParameter, .unknownAction, .cancelled, .internalError,
        .interrupted,
    ]
}

extension FailureCase {
    /// Compositions ran compositions past the nesting limit.
    package static let compositionTooDeep = FailureCase("compositionTooDeep", .configuration)
    /// A template rendered past the size one value may hold.
    package static let valueTooLarge = FailureCase("valueTooLarge", .rejected)
    /// A composition's run reached the bound of steps.
    package static let compositionTooLarge = FailureCase("compositionTooLarge", .configuration)
    /// A composition ended at a `stop:` with `error: true`.
    package static let stopped = FailureCase("stopped", .rejected)
    /// A `single` composition was already running, or a `queued` one found no place.
    package static let alreadyRunning = FailureCase("alreadyRunning", .unavailable)
}

extension CompositionError {
    /// The cases a composition ends a run with, besides a failed step's own.
    package static let failureCases: [FailureCase] = [
        .compositionTooDeep, .valueTooLarge, .compositionTooLarge, .stopped, .alreadyRunning,
    ]
}

extension ContainerError {
    /// The cases of a wiring mistake in the container; all internal failures.
    package static let failureCases = [
        "dependencyCycle", "missingRegistration", "undeclaredDependency",
        "registrationTypeMismatch",
    ].map { FailureCase($0, .internal) }
}

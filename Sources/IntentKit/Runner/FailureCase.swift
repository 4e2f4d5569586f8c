/// One way a run can end in failure: the stable name scripts, journals and examples match on, and its category,
/// which gives the exit status under strict mode.
///
/// Each library lists the cases it raises beside the errors that raise them (`RunnerError.failureCases`), so that
/// `check`, the JSON envelope and the journal read one list.
public struct FailureCase: Sendable, Hashable, CustomStringConvertible {
    public let name: String
    public let category: FailureCategory

    public init(_ name: String, _ category: FailureCategory) {
        self.name = name
        self.category = category
    }

    /// The exit status of the case under strict mode.
    public var exitCode: Int32 { category.exitCode }

    public var description: String { name }

    /// Every case IntentKit itself raises. A step's failure ends its composition with the step's own case.
    public static let intentKit: [FailureCase] =
        ParameterError.failureCases + RunnerError.failureCases + CompositionError.failureCases
        + ContainerError.failureCases + [.invalidDeclaration]

    /// A signal ended the run, or it was killed before it could record its outcome.
    public static let interrupted = FailureCase("interrupted", .unavailable)
    /// A declaration or a settings file is broken.
    public static let invalidDeclaration = FailureCase("invalidDeclaration", .configuration)
}

extension IntentFailure {
    /// The case this failure ends a run with.
    public var failureCase: FailureCase { FailureCase(caseName, category) }
}

extension ParameterError {
    public static let failureCases = [
        "missingParameter", "unknownParameter", "duplicateParameter", "malformedArguments", "invalidParameter",
        "unknownEntity", "ambiguousEntity",
    ].map { FailureCase($0, .usage) }
}

extension FailureCase {
    public static let unknownIntent = FailureCase("unknownIntent", .usage)
    public static let parameterAccess = FailureCase("parameterAccess", .internal)
    public static let undeclaredParameter = FailureCase("undeclaredParameter", .internal)
    public static let unknownAction = FailureCase("unknownAction", .internal)
    public static let cancelled = FailureCase("cancelled", .cancelled)
    public static let internalError = FailureCase("internalError", .internal)
}

extension RunnerError {
    public static let failureCases: [FailureCase] = [
        .unknownIntent, .parameterAccess, .undeclaredParameter, .unknownAction, .cancelled, .internalError,
        .interrupted,
    ]
}

extension FailureCase {
    public static let compositionTooDeep = FailureCase("compositionTooDeep", .configuration)
    public static let valueTooLarge = FailureCase("valueTooLarge", .rejected)
    public static let compositionTooLarge = FailureCase("compositionTooLarge", .configuration)
    public static let stopped = FailureCase("stopped", .rejected)
    public static let alreadyRunning = FailureCase("alreadyRunning", .unavailable)
}

extension CompositionError {
    public static let failureCases: [FailureCase] = [
        .compositionTooDeep, .valueTooLarge, .compositionTooLarge, .stopped, .alreadyRunning,
    ]
}

extension ContainerError {
    public static let failureCases = [
        "dependencyCycle", "missingRegistration", "undeclaredDependency",
        "registrationTypeMismatch",
    ].map { FailureCase($0, .internal) }
}

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

extension RunnerError {
    public static let failureCases = [
        FailureCase("unknownIntent", .usage), FailureCase("parameterAccess", .internal),
        FailureCase("undeclaredParameter", .internal), FailureCase("unknownAction", .internal),
        FailureCase("cancelled", .cancelled), FailureCase("internalError", .internal),
        .interrupted,
    ]
}

extension CompositionError {
    public static let failureCases = [
        FailureCase("compositionTooDeep", .configuration), FailureCase("valueTooLarge", .rejected),
        FailureCase("compositionTooLarge", .configuration), FailureCase("stopped", .rejected),
        FailureCase("alreadyRunning", .unavailable),
    ]
}

extension ContainerError {
    public static let failureCases = [
        "dependencyCycle", "missingRegistration", "undeclaredDependency",
        "registrationTypeMismatch",
    ].map { FailureCase($0, .internal) }
}

import Primitives

/// What kind of failure ended a run; strict mode turns it into the exit code.
public enum FailureCategory: String, Sendable, CaseIterable {
    /// Unknown intent, bad or missing parameter: 64 (`EX_USAGE`).
    case usage
    /// The domain refused the request: 65 (`EX_DATAERR`).
    case rejected
    /// A resource such as the store cannot be opened: 69 (`EX_UNAVAILABLE`).
    case unavailable
    /// A wiring mistake or a bug: 70 (`EX_SOFTWARE`).
    case `internal`
    /// A broken declaration or configuration: 78 (`EX_CONFIG`).
    case configuration
    /// A person cancelled a prompt for a missing value: a quiet no-op, exit 0 and nothing printed in every mode.
    case cancelled

    /// The exit status strict mode gives a failure of this category.
    public var exitCode: Int32 {
        switch self {
        case .usage: return 64
        case .rejected: return 65
        case .unavailable: return 69
        case .internal: return 70
        case .configuration: return 78
        case .cancelled: return 0
        }
    }
}

/// An error that knows how a run reports it: a stable case name, a message for people, and a category.
///
/// Plugins make their domain errors conform so that outcomes, the journal and exit codes carry them. The errors of
/// IntentKit and of Ritualist's libraries also adopt `TemplatedMessage`: their `message` is one of their
/// `FailureCase`'s templates filled with their values, so the strict message, the JSON envelope and the journal
/// all say the words written beside the case.
public protocol IntentFailure: Error {
    /// The stable name scripts match on (`alreadyLoggedToday`).
    var caseName: String { get }
    /// One or more sentences for a person.
    var message: String { get }
    /// The kind of failure, which decides the exit status in strict mode.
    var category: FailureCategory { get }
}

extension ParameterError: IntentFailure {
    /// A parameter the run was given, or not given, is wrong: a usage failure.
    package var category: FailureCategory { .usage }
}

extension ContainerError: IntentFailure, TemplatedMessage {
    /// The case name scripts match on (`dependencyCycle`).
    package var caseName: String {
        switch self {
        case .cycle: return "dependencyCycle"
        case .missingRegistration: return "missingRegistration"
        case .undeclaredDependency: return "undeclaredDependency"
        case .typeMismatch: return "registrationTypeMismatch"
        }
    }

    /// A wiring mistake is a bug: an internal failure.
    package var category: FailureCategory { .internal }
}

extension DiagnosticList: IntentFailure, TemplatedMessage {
    /// `invalidDeclaration`, for every broken declaration.
    package var caseName: String { FailureCase.invalidDeclaration.name }
    /// The diagnostics, each with its line and caret.
    package var filledTemplate: FilledTemplate {
        FailureCase.Words.invalidDeclaration.filled(["diagnostics": description])
    }
    /// A broken declaration is a configuration failure.
    package var category: FailureCategory { FailureCase.invalidDeclaration.category }
}

import Primitives

/// One way a run can end in failure: the stable name scripts, journals and examples match on, its category, which
/// gives the exit status under strict mode, and the templates of its message.
///
/// Each library lists the cases it raises beside the errors that raise them (`RunnerError.failureCases`), so that
/// `check`, the JSON envelope and the journal read one list; an error's message is one of its case's templates
/// filled with the error's values (`TemplatedMessage`), so the words of a case are written once.
public struct FailureCase: Sendable, Hashable, CustomStringConvertible {
    /// The stable name, such as `unknownIntent`.
    package let name: String
    /// The kind of failure, which gives the exit status under strict mode.
    package let category: FailureCategory
    /// The words of the case's messages, one template for each way the case is worded (most have one).
    package let templates: [MessageTemplate]

    /// The case named `name`, of `category`, worded by `templates`.
    public init(_ name: String, _ category: FailureCategory, _ templates: MessageTemplate...) {
        self.init(name, category, templates: templates)
    }

    /// The case named `name`, of `category`, worded by `templates`.
    public init(_ name: String, _ category: FailureCategory, templates: [MessageTemplate]) {
        self.name = name
        self.category = category
        self.templates = templates
    }

    /// Two cases are the same case when their names and categories are: the templates are its words, not what a
    /// script matches on.
    public static func == (lhs: FailureCase, rhs: FailureCase) -> Bool {
        (lhs.name, lhs.category) == (rhs.name, rhs.category)
    }

    /// Hashes the name and the category, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(category)
    }

    /// The exit status of the case under strict mode.
    package var exitCode: Int32 { category.exitCode }

    /// The case's name.
    public var description: String { name }

    /// Every case IntentKit itself raises. A step's failure ends its composition with the step's own case.
    package static let intentKit: [FailureCase] =
        ParameterError.failureCases + RunnerError.failureCases + CompositionError.failureCases
        + ContainerError.failureCases + [.invalidDeclaration, .invalidRequest]

    /// A declaration or a settings file is broken: the message is its diagnostics, each with its line and caret.
    package static let invalidDeclaration = FailureCase("invalidDeclaration", .configuration, Words.invalidDeclaration)
    /// A line of a batch is not a request (`{"intent": NAME, "params": {...}}`).
    package static let invalidRequest = FailureCase("invalidRequest", .usage, Words.invalidRequest)

    /// The words of the cases IntentKit raises outside the runner's errors.
    enum Words {
        static let invalidDeclaration: MessageTemplate = "{diagnostics}"
        /// `{problem}` ends as a sentence does.
        static let invalidRequest: MessageTemplate = "Invalid request on line {line}: {problem}"
    }
}

extension IntentFailure {
    /// The case this failure ends a run with.
    package var failureCase: FailureCase { FailureCase(caseName, category) }
}

/// One typed parameter of an intent, as its declaration states it.
public struct ParameterDeclaration: Sendable {
    /// The name arguments use (`habit`).
    public let name: String
    /// The type values are coerced to.
    public let type: ParameterType
    /// Whether a run must be given a value; a parameter with a default never needs one.
    public let isRequired: Bool
    /// The default as written, coerced like a value given on the command line when it is used.
    public let defaultValue: String?
    /// Inclusive bounds for numbers and integers; length bounds for strings.
    public let minimum: Double?
    /// The inclusive upper bound, as `minimum` is the lower.
    public let maximum: Double?
    /// The allowed values of an `enum`.
    public let values: [String]
    /// A regular expression a string must match in full.
    public let pattern: String?
    /// What the parameter means, for help and completion.
    public let description: String?
    /// Where the parameter is declared, for diagnostics that name it.
    public let location: SourceLocation

    /// A parameter with every field given; parsing builds these from YAML.
    public init(
        name: String, type: ParameterType, isRequired: Bool = false, defaultValue: String? = nil,
        minimum: Double? = nil, maximum: Double? = nil, values: [String] = [], pattern: String? = nil,
        description: String? = nil, location: SourceLocation
    ) {
        self.name = name
        self.type = type
        self.isRequired = isRequired
        self.defaultValue = defaultValue
        self.minimum = minimum
        self.maximum = maximum
        self.values = values
        self.pattern = pattern
        self.description = description
        self.location = location
    }
}

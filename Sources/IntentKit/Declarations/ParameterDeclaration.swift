/// One typed parameter of an intent, as its declaration states it.
public struct ParameterDeclaration: Sendable {
    public let name: String
    public let type: ParameterType
    public let isRequired: Bool
    /// The default as written, coerced like a value given on the command line when it is used.
    public let defaultValue: String?
    /// Inclusive bounds for numbers and integers; length bounds for strings.
    public let minimum: Double?
    public let maximum: Double?
    /// The allowed values of an `enum`.
    public let values: [String]
    /// A regular expression a string must match in full.
    public let pattern: String?
    public let description: String?
    public let location: SourceLocation

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

/// One typed parameter of an intent, as its declaration states it.
package struct ParameterDeclaration: Sendable {
    /// The name arguments use (`habit`).
    package let name: String
    /// The type values are coerced to.
    package let type: ParameterType
    /// Whether a run must be given a value; a parameter with a default never needs one.
    package let isRequired: Bool
    /// The default as written, coerced like a value given on the command line when it is used.
    package let defaultValue: String?
    /// Inclusive bounds for numbers and integers; length bounds for strings.
    package let minimum: Double?
    /// The inclusive upper bound, as `minimum` is the lower.
    package let maximum: Double?
    /// The allowed values of an `enum`.
    package let values: [String]
    /// A regular expression a string must match in full.
    package let pattern: String?
    /// What the parameter means, for help and completion.
    package let description: String?
    /// Where the parameter is declared, for diagnostics that name it.
    package let location: SourceLocation

    /// A parameter with every field given; parsing builds these from YAML.
    package init(
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

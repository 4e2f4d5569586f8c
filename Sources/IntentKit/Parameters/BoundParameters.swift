/// The parameters of one run, coerced to their declared types, in declaration order.
///
/// Actions read them through the typed `Parameter`s they registered (`context.require(Self.value)`).
public struct BoundParameters: Sendable {
    public let intent: String
    public let values: [(name: String, value: ParameterValue)]

    public init(intent: String, values: [(name: String, value: ParameterValue)]) {
        self.intent = intent
        self.values = values
    }

    public subscript(name: String) -> ParameterValue? {
        values.first { $0.name == name }?.value
    }

    /// The parameters as an object, for outcomes and the journal.
    public var json: JSONValue { .object(values.map { ($0.name, $0.value.json) }) }
}

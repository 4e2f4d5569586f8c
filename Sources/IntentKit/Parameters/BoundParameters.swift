/// The parameters of one run, coerced to their declared types, in declaration order.
///
/// Actions read them through the typed `Parameter`s they registered (`context.require(Self.value)`).
public struct BoundParameters: Sendable {
    /// The intent the parameters were bound for.
    public let intent: String
    /// Each parameter that has a value, given or defaulted, in declaration order.
    public let values: [(name: String, value: ParameterValue)]

    /// Parameters already bound, as tests and compositions build them.
    public init(intent: String, values: [(name: String, value: ParameterValue)]) {
        self.intent = intent
        self.values = values
    }

    /// The value of the parameter named `name`, or nil when it has none.
    public subscript(name: String) -> ParameterValue? {
        values.first { $0.name == name }?.value
    }

    /// The parameters as an object, for outcomes and the journal.
    public var json: JSONValue { .object(values.map { ($0.name, $0.value.json) }) }
}

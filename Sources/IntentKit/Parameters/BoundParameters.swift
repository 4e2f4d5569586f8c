/// The parameters of one run, coerced to their declared types, in declaration order.
///
/// Actions read them through the typed `Parameter`s they registered (`context.require(Self.value)`).
package struct BoundParameters: Sendable {
    /// The intent the parameters were bound for.
    package let intent: String
    /// Each parameter that has a value, given or defaulted, in declaration order.
    package let values: [(name: String, value: ParameterValue)]

    /// Parameters already bound, as tests and compositions build them.
    package init(intent: String, values: [(name: String, value: ParameterValue)]) {
        self.intent = intent
        self.values = values
    }

    /// The value of the parameter named `name`, or nil when it has none.
    package subscript(name: String) -> ParameterValue? {
        values.first { $0.name == name }?.value
    }

    /// The parameters as an object, for outcomes and the journal.
    package var json: JSONValue { .object(values.map { ($0.name, $0.value.json) }) }
}

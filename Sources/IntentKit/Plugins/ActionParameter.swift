/// A parameter as an action's contract states it: what declarations performing the action are checked against.
///
/// Actions do not build these by hand: they declare typed `Parameter`s and list them when they register, so the
/// name, the type and the allowed values an action reads come from one place.
public struct ActionParameter: Sendable, Equatable {
    /// The name declarations and arguments use (`habit`).
    package let name: String
    /// The type the action reads; a declaration must give it (or, for a number, an integer).
    package let type: ParameterType
    /// A required one must be declared, as required or with a default; an optional one may be left out.
    package let isRequired: Bool
    /// The values an enum parameter may take; a declaration may narrow them, never add to them.
    package let values: [String]?

    init(name: String, type: ParameterType, isRequired: Bool, values: [String]? = nil) {
        self.name = name
        self.type = type
        self.isRequired = isRequired
        self.values = values
    }

    /// Whether a declared type gives the action what it reads.
    func accepts(_ declared: ParameterType) -> Bool {
        switch (type, declared) {
        case (.number, .integer): return true
        default: return type == declared
        }
    }
}

/// Anything an action can list as a parameter it reads.
public protocol ActionParameterContract: Sendable {
    /// The name, type and allowed values the action reads.
    var contract: ActionParameter { get }
}

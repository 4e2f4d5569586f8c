/// Everything an action receives when it runs.
public struct ActionContext: Sendable {
    /// The declaration being run.
    package let intent: IntentDeclaration
    /// The parameters as bound and checked against the declaration; read them through `value(_:)` and `require(_:)`.
    package let parameters: BoundParameters
    /// Resolves the dependencies the action declared, and only those.
    public let resolver: Resolver
    /// The moment the run started, on the display zone's wall clock.
    package let now: LocalMoment
    /// The action running, whose contract says which parameters it may read.
    package let action: ActionDefinition

    /// The value of `parameter`, or nil when the run was not given one (an optional parameter left out).
    package func value<Value>(_ parameter: Parameter<Value>) throws -> Value? {
        if let contract = action.parameters, !contract.contains(where: { $0.name == parameter.name }) {
            throw RunnerError.undeclaredParameter(action: action.name, parameter: parameter.name)
        }
        guard let bound = parameters[parameter.name] else { return nil }
        guard let value = parameter.extract(bound) else {
            throw RunnerError.parameterAccess(
                intent: intent.name, parameter: parameter.name, expected: parameter.contract.type.expectation)
        }
        return value
    }

    /// The value of a parameter the declaration must give (required, or with a default).
    public func require<Value>(_ parameter: Parameter<Value>) throws -> Value {
        guard let value = try value(parameter) else {
            throw RunnerError.parameterAccess(
                intent: intent.name, parameter: parameter.name, expected: parameter.contract.type.expectation)
        }
        return value
    }
}

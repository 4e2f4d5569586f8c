/// What templates and conditions can read while a composition runs: its parameters and the steps so far.
struct CompositionScope {
    var parameters: [String: JSONValue]
    var steps: [String: StepRecord] = [:]
    /// The event that started the run (`Runner.triggered(by:event:)`), null for a run no event started.
    var event: JSONValue = .null

    init(parameters: BoundParameters) {
        var values: [String: JSONValue] = [:]
        for (name, value) in parameters.values {
            // An entity passes on as its id, which the next binder resolves without ambiguity.
            if case .entity(let reference) = value {
                values[name] = .string(reference.id)
            } else {
                values[name] = value.json
            }
        }
        self.parameters = values
    }

    func value(of reference: Reference) -> JSONValue {
        switch reference {
        case .parameter(let name): return parameters[name] ?? .null
        case .stepOK(let id): return .bool(steps[id]?.status == .ok)
        case .stepError(let id): return steps[id]?.failure.map { .string($0.caseName) } ?? .null
        case let .stepResult(id, path): return Reference.Segment.select(path, in: steps[id]?.result ?? .null)
        case .event(let path): return Reference.Segment.select(path, in: event)
        }
    }
}

/// Everything an action receives when it runs.
public struct ActionContext: Sendable {
    public let intent: IntentDeclaration
    public let parameters: BoundParameters
    /// Resolves the dependencies the action declared, and only those.
    public let resolver: Resolver
    /// The moment the run started, on the display zone's wall clock.
    public let now: LocalMoment
}

/// An action a plugin registered: a name, the parameters it reads, the dependencies it needs, and its handler.
public struct ActionDefinition: Sendable {
    public let name: String
    public let plugin: String
    /// The parameters it reads, checked against declarations; nil for an action that reads whatever it is given.
    public let parameters: [ActionParameter]?
    public let needs: [AnyKey]
    let perform: @Sendable (ActionContext) throws -> any ActionOutput
}

/// A parameter an action reads; declarations performing the action are checked against it.
public struct ActionParameter: Sendable, Equatable {
    public let name: String
    public let type: ParameterType
    /// A required one must be declared, as required or with a default; an optional one may be left out.
    public let isRequired: Bool

    public init(_ name: String, _ type: ParameterType, required: Bool = false) {
        self.name = name
        self.type = type
        self.isRequired = required
    }

    /// Whether a declared type gives the action what it reads.
    func accepts(_ declared: ParameterType) -> Bool {
        switch (type, declared) {
        case (.number, .integer), (.string, .enumeration): return true
        default: return type == declared
        }
    }
}

/// A kind of entity parameters can name, resolved by its plugin: by id, exact name, then unique prefix.
public struct EntityType: Sendable {
    public let name: String
    public let plugin: String
    public let needs: [AnyKey]
    /// Every entity of the type; small sets (habits) make matching in IntentKit simple and uniform.
    let candidates: @Sendable (Resolver) throws -> [EntityCandidate]
}

/// One entity a user could mean.
public struct EntityCandidate: Sendable, Hashable {
    public let id: String
    public let name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

/// A date word a plugin supplies (`selected`), resolved only when a run uses it.
public struct DateWordDefinition: Sendable {
    public let word: String
    public let plugin: String
    public let needs: [AnyKey]
    let resolve: @Sendable (Resolver) throws -> CalendarDate
}

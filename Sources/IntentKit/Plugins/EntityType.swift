/// A kind of entity parameters can name, resolved by its plugin: by id, exact name, then unique prefix.
public struct EntityType: Sendable {
    public let name: String
    public let plugin: String
    public let needs: [AnyKey]
    /// Every entity of the type; small sets (habits) make matching in IntentKit simple and uniform.
    let candidates: @Sendable (Resolver) throws -> [EntityCandidate]
    /// The entity whose id, else whose name, is exactly the given text ignoring case, looked up without listing
    /// them all; nil when none is, and matching goes on with every candidate (prefixes, suggestions).
    let exact: (@Sendable (Resolver, String) throws -> EntityCandidate?)?
}

/// One entity a user could mean.
public struct EntityCandidate: Sendable, Hashable {
    public let id: String
    public let name: String
    /// The id and the name as matching compares them, lowercased once: a plugin that keeps its candidates
    /// spares every run the work.
    let lowercasedID: String
    let lowercasedName: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
        lowercasedID = id.lowercased()
        lowercasedName = name.lowercased()
    }
}

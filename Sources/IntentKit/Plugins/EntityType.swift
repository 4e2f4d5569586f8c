/// A kind of entity parameters can name, resolved by its plugin: by id, exact name, then unique prefix.
package struct EntityType: Sendable {
    /// The name declarations give as a parameter's `type` (`habit`).
    package let name: String
    /// The plugin that registered it, named when two plugins register the same type.
    package let plugin: String
    /// The services listing the candidates resolves; the wiring check proves they are registered.
    package let needs: [AnyKey]
    /// Every entity of the type; small sets (habits) make matching in IntentKit simple and uniform.
    let candidates: @Sendable (Resolver) throws -> [EntityCandidate]
    /// The entity whose id, else whose name, is exactly the given text ignoring case, looked up without listing
    /// them all; nil when none is, and matching goes on with every candidate (prefixes, suggestions).
    let exact: (@Sendable (Resolver, String) throws -> EntityCandidate?)?
}

/// One entity a user could mean.
public struct EntityCandidate: Sendable, Hashable {
    /// The stable identifier, matched first and kept in the journal.
    package let id: String
    /// The name people type and read.
    package let name: String
    /// The id and the name as matching compares them, lowercased once: a plugin that keeps its candidates
    /// spares every run the work.
    let lowercasedID: String
    let lowercasedName: String

    /// A candidate with its identifier and its display name.
    public init(id: String, name: String) {
        self.id = id
        self.name = name
        lowercasedID = id.lowercased()
        lowercasedName = name.lowercased()
    }
}

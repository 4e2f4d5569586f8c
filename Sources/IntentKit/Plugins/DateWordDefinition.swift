/// A date word a plugin supplies (`selected`), resolved only when a run uses it.
public struct DateWordDefinition: Sendable {
    /// The word a date parameter accepts (`selected`).
    public let word: String
    /// The plugin that registered it, named when two plugins register the same word.
    public let plugin: String
    /// The services resolving the word needs; the wiring check proves they are registered.
    public let needs: [AnyKey]
    let resolve: @Sendable (Resolver) throws -> CalendarDate
}

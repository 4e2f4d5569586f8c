/// A date word a plugin supplies (`selected`), resolved only when a run uses it.
package struct DateWordDefinition: Sendable {
    /// The word a date parameter accepts (`selected`).
    package let word: String
    /// The plugin that registered it, named when two plugins register the same word.
    package let plugin: String
    /// The services resolving the word needs; the wiring check proves they are registered.
    package let needs: [AnyKey]
    let resolve: @Sendable (Resolver) throws -> CalendarDate
}

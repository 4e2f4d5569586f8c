/// A date word a plugin supplies (`selected`), resolved only when a run uses it.
public struct DateWordDefinition: Sendable {
    public let word: String
    public let plugin: String
    public let needs: [AnyKey]
    let resolve: @Sendable (Resolver) throws -> CalendarDate
}

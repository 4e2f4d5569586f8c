/// How to build the value behind one key.
struct Registration: Sendable {
    let key: AnyKey
    let scope: Scope
    /// The keys the factory may resolve; what `check` walks without building anything.
    let needs: [AnyKey]
    let make: @Sendable (Resolver) throws -> any Sendable
}

/// Collects registrations before a `Container` is made from them.
///
/// A key registered twice keeps its first factory and is listed in `duplicates`: a wiring error that
/// `check` reports, as it reports an action two plugins register. Tests replace factories on purpose
/// through `Container.overriding`, never by registering again.
public struct ContainerBuilder: Sendable {
    /// By key name (a `String` key: a dictionary keyed by `AnyKey` costs every start a conformance lookup).
    var registrations: [String: Registration] = [:]
    /// Keys registered more than once, in the order the second registration came.
    package private(set) var duplicates: [AnyKey] = []
    /// Whether a registration may replace an existing one (only inside `Container.overriding`).
    var replaces = false

    /// A builder with no registrations.
    package init() {}

    /// Registers `factory` for `key`. The factory may resolve only the keys listed in `needs`.
    public mutating func register<Value: Sendable>(
        _ key: Key<Value>, scope: Scope = .transient, needs: [AnyKey] = [],
        factory: @escaping @Sendable (Resolver) throws -> Value
    ) {
        add(key, scope: scope, needs: needs) { try factory($0) }
    }

    /// Registers a value that already exists, shared for the life of the container.
    package mutating func register<Value: Sendable>(_ key: Key<Value>, value: Value) {
        register(key, scope: .process) { _ in value }
    }

    private mutating func add<Value: Sendable>(
        _ key: Key<Value>, scope: Scope, needs: [AnyKey], make: @escaping @Sendable (Resolver) throws -> Value
    ) {
        if registrations[key.name] != nil, !replaces {
            duplicates.append(key.erased)
            return
        }
        registrations[key.name] = Registration(
            key: key.erased, scope: scope, needs: needs, valueType: Value.self, make: { Built(try make($0)) })
    }
}

/// How to build the value behind one key.
struct Registration: Sendable {
    let key: AnyKey
    let scope: Scope
    /// The keys the factory may resolve; what `check` walks without building anything.
    let needs: [AnyKey]
    let typeName: String
    let make: @Sendable (Resolver) throws -> (any Sendable)?
}

/// Collects registrations before a `Container` is made from them.
public struct ContainerBuilder: Sendable {
    var registrations: [AnyKey: Registration] = [:]

    public init() {}

    /// Registers `factory` for `key`. The factory may resolve only the keys listed in `needs`.
    public mutating func register<Value: Sendable>(
        _ key: Key<Value>, scope: Scope = .transient, needs: [AnyKey] = [],
        factory: @escaping @Sendable (Resolver) throws -> Value
    ) {
        registrations[key.erased] = Registration(
            key: key.erased, scope: scope, needs: needs, typeName: String(describing: Value.self),
            make: { try factory($0) })
    }

    /// Registers a factory that may produce nothing, such as a store that cannot be opened; resolving the key
    /// then fails with `ContainerError.unavailable` instead of crashing.
    public mutating func registerOptional<Value: Sendable>(
        _ key: Key<Value>, scope: Scope = .transient, needs: [AnyKey] = [],
        factory: @escaping @Sendable (Resolver) throws -> Value?
    ) {
        registrations[key.erased] = Registration(
            key: key.erased, scope: scope, needs: needs, typeName: String(describing: Value.self),
            make: { try factory($0) })
    }

    /// Registers a value that already exists, shared for the life of the container.
    public mutating func register<Value: Sendable>(_ key: Key<Value>, value: Value) {
        register(key, scope: .process) { _ in value }
    }

    /// Whether anything is registered under `key`.
    public func contains(_ key: AnyKey) -> Bool { registrations[key] != nil }
}

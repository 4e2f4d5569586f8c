/// A wiring mistake or a dependency that cannot be built.
package enum ContainerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Resolving `path.last` led back to it: `path` is the full chain, first and last equal.
    case cycle(path: [AnyKey])
    /// Nothing is registered under `key`; `requiredBy` is the chain that asked for it.
    case missingRegistration(key: AnyKey, requiredBy: [AnyKey])
    /// A factory resolved a key it did not declare in `needs`.
    case undeclaredDependency(key: AnyKey, resolvedBy: AnyKey)
    /// The registered value is not of the key's type.
    case typeMismatch(key: AnyKey, expected: String, found: String)

    /// The chain of keys written the way people read it: `A → B → A`.
    package static func chain(_ keys: [AnyKey]) -> String {
        keys.map(\.name).joined(separator: " → ")
    }

    /// The message: for a wiring mistake, what happened, where, the rule and the fix, on several lines.
    package var description: String {
        switch self {
        case .cycle(let path):
            let edges = zip(path, path.dropFirst()).map { "  '\($0)' needs '\($1)'" }.joined(separator: "\n")
            return """
                Dependency cycle: \(ContainerError.chain(path))
                \(edges)
                A factory may not need itself, directly or through other dependencies.
                Fix: remove one of these needs, or pass the value as a parameter instead of resolving it.
                """
        case let .missingRegistration(key, requiredBy):
            let origin =
                requiredBy.isEmpty
                ? "It was resolved directly." : "Needed by: " + ContainerError.chain(requiredBy + [key]) + "."
            return """
                No factory is registered for '\(key)'.
                \(origin)
                Every key a factory or action needs must be registered by a plugin.
                Fix: register '\(key)' in the plugin that owns it, or remove it from the needs that name it.
                """
        case let .undeclaredDependency(key, resolvedBy):
            return """
                The factory for '\(resolvedBy)' resolved '\(key)', which it did not declare.
                Declared needs are what 'check' validates without running anything.
                Fix: add '\(key)' to the needs of '\(resolvedBy)'.
                """
        case let .typeMismatch(key, expected, found):
            return "The value registered for '\(key)' is a \(found), not the \(expected) its key promises."
        }
    }
}

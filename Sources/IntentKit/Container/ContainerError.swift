import Primitives

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
        keys.map(\.name).joinedText(separator: " → ")
    }

    /// The message's template and values: what happened, where, the rule and the fix, on several lines.
    package var filledTemplate: FilledTemplate {
        switch self {
        case .cycle(let path):
            let edges = zip(path, path.dropFirst()).map { Words.edge.filled(["key": $0.name, "need": $1.name]).text }
            return Words.cycle.filled(["chain": Self.chain(path), "edges": edges.joinedText(separator: "\n")])
        case let .missingRegistration(key, requiredBy) where requiredBy.isEmpty:
            return Words.missingRegistration.filled(["key": key.name])
        case let .missingRegistration(key, requiredBy):
            return Words.missingRegistrationOf.filled(["key": key.name, "chain": Self.chain(requiredBy + [key])])
        case let .undeclaredDependency(key, resolvedBy):
            return Words.undeclaredDependency.filled(["factory": resolvedBy.name, "key": key.name])
        case let .typeMismatch(key, expected, found):
            return Words.typeMismatch.filled(["key": key.name, "found": found, "expected": expected])
        }
    }

    /// The message.
    package var description: String { message }
}

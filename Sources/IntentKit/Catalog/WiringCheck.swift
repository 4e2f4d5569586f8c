/// Validates a catalog against its plugins without running or building anything: every intent's action
/// exists, and every dependency of the action, its entity parameters and date words is registered and
/// free of cycles.
public struct WiringCheck: Sendable {
    /// The plugins whose actions, entity types and date words the catalog names.
    package let registry: PluginRegistry
    /// The services those need.
    package let container: Container

    /// A check of catalogs against `registry` and `container`.
    package init(registry: PluginRegistry, container: Container) {
        self.registry = registry
        self.container = container
    }

    /// One wiring problem, with the intent that exposes it.
    package struct Problem: Sendable, CustomStringConvertible {
        /// The intent that exposes the problem, or nil for one of the plugins alone.
        package let intent: String?
        /// What is wrong.
        package let message: String
        /// The message, after the intent's name when there is one.
        package var description: String { intent.map { "intent '\($0)': " + message } ?? message }
    }

    /// Every wiring problem of `catalog` and of the plugins: conflicting registrations, missing actions and
    /// services, cycles.
    package func problems(in catalog: Catalog) -> [Problem] {
        var problems = registry.conflicts.map { Problem(intent: nil, message: "registered twice: \($0)") }
        var seen: Set<String> = []
        for intent in catalog.declarations {
            guard let name = intent.action else { continue }
            guard let action = registry.actions[name] else {
                problems.append(
                    Problem(
                        intent: intent.name,
                        message: RunnerError.unknownAction(intent: intent.name, action: name).message))
                continue
            }
            var roots = action.needs
            for parameter in intent.parameters {
                if case .entity(let type) = parameter.type { roots += registry.entityTypes[type]?.needs ?? [] }
                if parameter.type == .date { roots += registry.dateWords.values.flatMap(\.needs) }
            }
            for error in container.validate(roots: roots) where seen.insert(error.description).inserted {
                problems.append(Problem(intent: intent.name, message: error.description))
            }
        }
        return problems
    }
}

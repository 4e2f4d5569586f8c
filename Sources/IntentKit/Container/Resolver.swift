/// Resolves dependencies on behalf of one factory or action, tracking the chain that led to it.
public struct Resolver: Sendable {
    let container: Container
    let run: RunScope
    /// The keys being resolved, outermost first.
    let stack: [AnyKey]
    /// The keys this resolver may resolve (a few: searched in order); nil at the top level.
    let allowed: [AnyKey]?

    /// Restricts a resolver to the keys an action declared.
    package func limited(to needs: [AnyKey]) -> Resolver {
        Resolver(container: container, run: run, stack: stack, allowed: needs)
    }

    /// The value for `key`, built on first use in its scope.
    public func resolve<Value>(_ key: Key<Value>) throws -> Value {
        let erased = key.erased
        if let allowed, !allowed.contains(erased) {
            throw ContainerError.undeclaredDependency(key: erased, resolvedBy: stack.last ?? AnyKey(name: "action"))
        }
        if let start = stack.firstIndex(of: erased) {
            throw ContainerError.cycle(path: Array(stack[start...]) + [erased])
        }
        guard let registration = container.registrations[key.name] else {
            throw ContainerError.missingRegistration(key: erased, requiredBy: stack)
        }
        guard let built = try cachedOrBuilt(registration) as? Built<Value> else {
            throw ContainerError.typeMismatch(
                key: erased, expected: String(describing: Value.self),
                found: String(describing: registration.valueType))
        }
        return built.value
    }

    private func cachedOrBuilt(_ registration: Registration) throws -> any Sendable {
        let key = registration.key.name
        switch registration.scope {
        case .transient:
            return try build(registration)
        case .run:
            if let cached = run.cache.withLock({ $0[key] }) { return cached }
            let value = try build(registration)
            return run.cache.withLock { cache in
                if let existing = cache[key] { return existing }
                cache[key] = value
                return value
            }
        case .process:
            if let cached = container.processCache.withLock({ $0[key] }) { return cached }
            let value = try build(registration)
            return container.processCache.withLock { cache in
                if let existing = cache[key] { return existing }
                cache[key] = value
                return value
            }
        }
    }

    private func build(_ registration: Registration) throws -> any Sendable {
        let child = Resolver(
            container: container, run: run, stack: stack + [registration.key],
            allowed: registration.needs)
        return try registration.make(child)
    }
}

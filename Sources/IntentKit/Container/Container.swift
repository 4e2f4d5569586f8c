import Synchronization

/// A hand-written dependency container: typed keys, lazy factories, three scopes, and cycles reported with
/// their full path in every build.
///
/// ```swift
/// var builder = ContainerBuilder()
/// builder.register(Keys.clock, value: WallClock.system(in: .process))
/// builder.register(Keys.store, scope: .run, needs: [Keys.clock.erased]) { resolver in
///     try Store(clock: resolver.resolve(Keys.clock))
/// }
/// let container = Container(builder)
/// let store = try container.resolve(Keys.store)
/// ```
///
/// Reads need no lock; each scope's cache is a `Mutex` that is never held while a factory runs.
public final class Container: Sendable {
    /// By key name, as the caches are (see `ContainerBuilder.registrations`).
    let registrations: [String: Registration]
    let processCache = Mutex<[String: any Sendable]>([:])

    /// A container of the registrations `builder` collected, with empty caches.
    public init(_ builder: ContainerBuilder) {
        registrations = builder.registrations
    }

    /// A new container with the same registrations except those `override` replaces or adds, and empty caches.
    /// This container is left untouched, so tests can override in parallel.
    package func overriding(_ override: (inout ContainerBuilder) -> Void) -> Container {
        var builder = ContainerBuilder()
        builder.registrations = registrations
        builder.replaces = true
        override(&builder)
        return Container(builder)
    }

    /// The keys that have a registration, sorted.
    package var keys: [AnyKey] { registrations.keys.sorted().map(AnyKey.init(name:)) }

    /// Starts a run: values of `.run` scope are shared within it.
    package func makeRun() -> RunScope { RunScope() }

    /// Resolves `key` at the top level of a run.
    package func resolve<Value>(_ key: Key<Value>, in run: RunScope? = nil) throws -> Value {
        try Resolver(container: self, run: run ?? RunScope(), stack: [], allowed: nil).resolve(key)
    }

    /// A resolver for the top level of `run`, as actions receive it.
    package func resolver(for run: RunScope) -> Resolver {
        Resolver(container: self, run: run, stack: [], allowed: nil)
    }
}

/// The values of `.run` scope for one run.
package final class RunScope: Sendable {
    let cache = Mutex<[String: any Sendable]>([:])

    /// An empty scope, for a run that starts now.
    package init() {}
}

import Foundation
import IntentKit
import RitualistCore
import RitualistIntents
import RitualistStore

/// What every command shares: the environment, where files live, the clock, and the runner built lazily.
struct AppContext {
    let environment: [String: String]
    let paths: RitualistPaths
    let now: LocalMoment

    /// Reads `RITUALIST_HOME`, the XDG variables, `RITUALIST_NOW` and `TZ` (through the C library).
    init(environment: [String: String] = ProcessInfo.processInfo.environment) throws(CLIError) {
        self.environment = environment
        paths = RitualistPaths(environment: environment)
        if let pinned = environment["RITUALIST_NOW"], !pinned.isEmpty {
            do {
                now = try WallClock.pinned(pinned).now()
            } catch {
                throw .configuration("RITUALIST_NOW: " + error.description)
            }
        } else {
            now = WallClock.system.now()
        }
    }

    var today: Day { now.day }

    /// `RITUALIST_STRICT=1` (or `true`, `yes`) turns strict mode on for every run.
    var strictByEnvironment: Bool {
        ["1", "true", "yes", "on"].contains(environment["RITUALIST_STRICT"]?.lowercased() ?? "")
    }

    var registry: PluginRegistry {
        PluginRegistry(plugins: [RitualistPlugin(paths: paths, now: now)])
    }

    /// Built-in declarations, then the user's from the intents folder, in file-name order.
    func declarationSources(registry: PluginRegistry) -> (sources: [DeclarationSource], unreadable: [Diagnostic]) {
        var sources = BuiltinDeclarations.sources
        var unreadable: [Diagnostic] = []
        let limit = DeclarationLimits.standard.maximumFileSize
        for path in DeclarationFiles.list(in: paths.intentsDirectory) {
            do {
                sources.append(try DeclarationFiles.load(path, origin: .user, limit: limit))
            } catch {
                unreadable.append(Diagnostic(location: SourceLocation(path: path, line: 1, column: 1),
                                             message: error.description, sourceLine: nil))
            }
        }
        return (sources, unreadable)
    }

    func makeRunner() -> Runner {
        let registry = self.registry
        let (sources, _) = declarationSources(registry: registry)
        let load = CatalogLoader(parser: DeclarationParser(vocabulary: registry.vocabulary)).load(sources)
        return Runner(load: load, registry: registry, container: Container(registry.services),
                      clock: .fixed(now), journal: Journal(path: paths.journal))
    }

    func openStore() throws -> HabitStore {
        try HabitStore.open(at: paths.database)
    }
}

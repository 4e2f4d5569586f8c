import Foundation
import IntentKit
import RitualistCore
import RitualistStore

/// Everything a run of Ritualist needs, assembled from the environment: where files live, the clock,
/// the plugin, the declarations, and the runner.
///
/// ```swift
/// let runtime = try RitualistRuntime(environment: environment)
/// let outcome = runtime.makeRunner().run("CompleteHabit", words: ["habit=Meditate"], json: nil)
/// ```
package struct RitualistRuntime: Sendable {
    package let environment: [String: String]
    package let paths: RitualistPaths
    package let now: LocalMoment
    /// The zone days are counted in.
    package let zone: WallZone

    /// Reads `RITUALIST_HOME`, the XDG variables and `RITUALIST_NOW`, and tells the time in `zone` (by default the
    /// one the environment's `TZ` names).
    package init(environment: [String: String], zone: WallZone? = nil) throws(RuntimeError) {
        self.environment = environment
        let zone = zone ?? WallZone(tz: environment["TZ"])
        self.zone = zone
        do {
            paths = try RitualistPaths(environment: environment)
        } catch {
            throw .noHome(error.message)
        }
        let depth = RunDepth.of(environment)
        if depth >= Runner.maximumDepth { throw .tooDeep(depth: depth) }
        if let problem = HomeTrust.problem(in: paths) { throw .untrustedHome(problem) }
        if let pinned = environment["RITUALIST_NOW"], !pinned.isEmpty {
            do {
                now = try WallClock.pinned(pinned, in: zone).now()
            } catch {
                throw .invalidNow(error.description)
            }
        } else {
            now = WallClock.system(in: zone).now()
        }
    }

    package var today: Day { now.day }

    /// `RITUALIST_STRICT=1` (or `true`, `yes`, `on`) turns strict mode on for every run.
    package var strictByEnvironment: Bool {
        ["1", "true", "yes", "on"].contains(environment["RITUALIST_STRICT"]?.lowercased() ?? "")
    }

    package var registry: PluginRegistry {
        // External plugins first: a built-in action keeps a name they share, and `check` reports the conflict.
        PluginRegistry(
            plugins: pluginFolder().plugins(environment: environment, host: .ritualist) + [
                RitualistPlugin(paths: paths, now: now, environment: environment)
            ])
    }

    /// `plugins/` of the config folder: every executable in it is an external plugin.
    package var pluginsDirectory: String { paths.configDirectory + "/plugins" }

    /// The external plugins, described from the cache in the state folder where their files have not changed.
    package func pluginFolder() -> PluginFolder {
        PluginFolder(
            folder: pluginsDirectory, cachePath: paths.stateDirectory + "/plugins-cache.json", environment: environment
        ) { name in
            // Read only when a plugin is new or changed; a broken config.yaml leaves the default.
            (try? settings(using: ["plugins"]))?.pluginTimeouts[name] ?? PluginFolder.defaultTimeout
        }
    }

    /// The external plugin that performs `action`, with the timeout its runs get (`plugins.NAME.timeout` in
    /// config.yaml, else the default), or nil when no plugin of the folder lists it.
    package func plugin(performing action: String) -> (plugin: ExternalPlugin, timeout: Double)? {
        guard
            let plugin = pluginFolder().plugins(environment: environment, host: .ritualist).first(where: { plugin in
                plugin.description.actions.contains { $0.name == action }
            })
        else { return nil }
        let timeout = (try? settings(using: ["plugins"]))?.pluginTimeouts[plugin.name] ?? PluginFolder.defaultTimeout
        return (plugin, timeout)
    }

    /// The built-in declarations, then the user's (in file-name order), and diagnostics for unreadable files.
    package func declarationSources() -> (sources: [DeclarationSource], unreadable: [Diagnostic]) {
        let user = DeclarationFiles.load(
            DeclarationFiles.list(in: paths.intentsDirectory), origin: .user,
            limit: DeclarationLimits.standard.maximumFileSize)
        return (BuiltinDeclarations.compiled + user.sources, user.unreadable)
    }

    /// Only the declarations that can matter to a run of `intent` (see `DeclarationSelection`): the built-in one of
    /// that name, the user files that declare it or are named after it, and what its steps run.
    package func declarationSources(for intent: String) -> [DeclarationSource] {
        declarationSources(for: [intent])
    }

    /// Only the declarations that can matter to a run of any of `intents`.
    package func declarationSources(for intents: [String]) -> [DeclarationSource] {
        var cache = FileIdentityCache(path: paths.stateDirectory + "/declarations-cache.json", section: "declarations")
        let sources = DeclarationSelection().sources(
            for: intents, builtins: BuiltinDeclarations.sources,
            files: DeclarationFiles.list(in: paths.intentsDirectory),
            cache: &cache)
        cache.save()
        return BuiltinDeclarations.compiling(sources)
    }

    /// The catalog `sources` make against `registry`'s actions, types and date words.
    package static func load(_ sources: [DeclarationSource], registry: PluginRegistry) -> CatalogLoader.Load {
        CatalogLoader(parser: DeclarationParser(vocabulary: registry.vocabulary)).load(sources)
    }

    /// The runner of this home. `store` replaces the SQLite store (tests use an in-memory one).
    ///
    /// A runner made `for` one intent loads only the declarations that can matter to it, which load that intent
    /// exactly as a load of every file would; when that intent is not among them, it loads every file, so that an
    /// unknown name is reported with the same suggestions and diagnostics.
    package func makeRunner(for intent: String? = nil, store: (any HistoryStore)? = nil) -> Runner {
        makeRunner(for: intent.map { [$0] } ?? [], store: store)
    }

    /// A runner for several intents run one after the other in this process (`status --format` runs two): the
    /// declarations of all of them, one container, so the store is opened once. With no intents, every file.
    package func makeRunner(for intents: [String], store: (any HistoryStore)? = nil) -> Runner {
        let registry = self.registry
        var container = Container(registry.services)
        if let store {
            container = container.overriding { $0.register(Keys.habitStore, value: store) }
        }
        var load: CatalogLoader.Load?
        if !intents.isEmpty {
            let selected = Self.load(declarationSources(for: intents), registry: registry)
            if intents.allSatisfy({ selected.catalog.declaration(named: $0) != nil }) { load = selected }
        }
        return Runner(
            load: load ?? Self.load(declarationSources().sources, registry: registry), registry: registry,
            container: container, clock: .fixed(now), journal: Journal(path: paths.journal),
            locks: paths.stateDirectory + "/locks")
    }

    /// The settings of `config.yaml`, or its diagnostics.
    package func settings() throws(DiagnosticList) -> RitualistSettings {
        try RitualistSettings.load(path: paths.config)
    }

    /// The settings of `config.yaml` for a use that reads only `sections`: a problem elsewhere in the file is left
    /// for `ritual check` (and the warning a terminal shows), and the rest of the settings apply.
    package func settings(using sections: [String]) throws(DiagnosticList) -> RitualistSettings {
        try RitualistSettings.read(path: paths.config).requiring(sections)
    }

    /// The settings of `config.yaml` as `ritual check` reads them: the programs it names must also be found, in
    /// this environment's `PATH`, as a run would look for them.
    package func checkedSettings() throws(DiagnosticList) -> RitualistSettings {
        try RitualistSettings.load(
            path: paths.config, searchPath: environment["PATH"] ?? PromptCommand.defaultSearchPath)
    }

    package func openStore() throws(StoreError) -> any HistoryStore {
        try SQLiteHabitStore.open(
            at: paths.database, stamp: .run(paths: paths, now: now, depth: TriggerDepth.of(environment)))
    }
}

extension RitualistRuntime {
    /// A runtime for a home and a fixed moment, as tests and the tour build them.
    package init(home: String, now: LocalMoment, strict: Bool = false) {
        environment = ["RITUALIST_HOME": home].merging(strict ? ["RITUALIST_STRICT": "1"] : [:]) { $1 }
        paths = RitualistPaths(dataDirectory: home, configDirectory: home, stateDirectory: home)
        self.now = now
        zone = WallZone(tz: now.zoneIdentifier)
    }
}

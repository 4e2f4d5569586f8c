import IntentKit
import RitualistCore
import RitualistStore

/// The built-in plugin: binds the habit domain to IntentKit.
///
/// It registers the store, the settings, the `habit` entity type, the `selected` date word, and the actions the
/// declarations in `intents/` perform.
public struct RitualistPlugin: Plugin {
    public let name = "ritualist"
    let paths: RitualistPaths
    let now: LocalMoment

    public init(paths: RitualistPaths, now: LocalMoment) {
        self.paths = paths
        self.now = now
    }

    public func register(in registry: inout PluginRegistry) {
        registry.services.register(Keys.paths, value: paths)
        registry.services.register(Keys.now, value: now)
        registry.services.register(Keys.habitStore, scope: .process, needs: [Keys.paths.erased]) { resolver in
            try SQLiteHabitStore.open(at: resolver.resolve(Keys.paths).database) as any HabitStore
        }
        registry.services.register(Keys.settings, scope: .process, needs: [Keys.paths.erased]) { resolver in
            try RitualistSettings.load(path: resolver.resolve(Keys.paths).config)
        }
        registry.services.register(Keys.habitCandidates, value: HabitCandidates())
        registry.entityType("habit", needs: [Keys.habitStore.erased, Keys.habitCandidates.erased]) { resolver in
            try resolver.resolve(Keys.habitCandidates).candidates(for: resolver.resolve(Keys.habitStore).habits())
        }
        registry.dateWord("selected", needs: [Keys.habitStore.erased, Keys.now.erased]) { resolver in
            let today = try resolver.resolve(Keys.now).day
            return try WidgetQuery.selectedDay(store: resolver.resolve(Keys.habitStore), today: today).calendarDate
        }
        LoggingActions.register(in: &registry)
        HabitActions.register(in: &registry)
        RestDayActions.register(in: &registry)
        NavigationActions.register(in: &registry)
        QueryActions.register(in: &registry)
    }
}

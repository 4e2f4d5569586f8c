import IntentKit
import RitualistCore
import RitualistStore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The built-in plugin: binds the habit domain to IntentKit.
///
/// It registers the store, the settings, the `habit` entity type, the `selected` date word, and the actions the
/// declarations in `intents/` perform.
package struct RitualistPlugin: Plugin {
    package let name = "ritualist"
    let paths: RitualistPaths
    let now: LocalMoment
    let environment: [String: String]

    package init(paths: RitualistPaths, now: LocalMoment, environment: [String: String] = [:]) {
        self.paths = paths
        self.now = now
        self.environment = environment
    }

    package func register(in registry: inout PluginRegistry) {
        registry.services.register(Keys.paths, value: paths)
        registry.services.register(Keys.now, value: now)
        registry.services.register(Keys.environment, value: environment)
        let depth = TriggerDepth.of(environment)
        registry.services.register(Keys.habitStore, scope: .process, needs: [Keys.paths.erased, Keys.now.erased]) {
            resolver in
            let paths = try resolver.resolve(Keys.paths)
            // The run's depth in a chain of automations goes into its entries, and with them through sync.
            let stamp = ChangeStamp.run(paths: paths, now: try resolver.resolve(Keys.now), depth: depth)
            // Made on the first write: a read-only command on a new home creates nothing.
            return UncreatedHabitStore(path: paths.database, stamp: stamp) as any HistoryStore
        }
        registry.services.register(Keys.settings, scope: .process, needs: [Keys.paths.erased]) { resolver in
            // Each use asks for the sections it reads (`requiring`): a broken one stops only what reads it.
            try RitualistSettings.read(path: resolver.resolve(Keys.paths).config)
        }
        registry.services.register(Keys.habitCandidates, value: HabitCandidates())
        registry.services.register(Key<any TransactionScope>.transactions, value: HabitTransactions())
        registry.entityType(
            "habit", needs: [Keys.habitStore.erased, Keys.habitCandidates.erased], exact: Self.exactHabit
        ) { resolver in
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
        StatsActions.register(in: &registry)
        WeekActions.register(in: &registry)
        NotifyActions.register(in: &registry)
        RitualistEvent.register(in: &registry)
        ChangeActions.register(in: &registry)
        SummaryActions.register(in: &registry)
    }

    /// The habit whose id, else whose name, is exactly `text` ignoring case, found without reading every habit: the
    /// id and the name a hotkey passes. Matching compares ids and names lowercased, as this does.
    @Sendable static func exactHabit(_ resolver: Resolver, _ text: String) throws -> EntityCandidate? {
        let store = try resolver.resolve(Keys.habitStore)
        let lowered = text.lowercased()
        if let id = UUID(text: lowered), let habit = try store.habit(id: id), habit.id.text == lowered {
            return EntityCandidate(habit: habit)
        }
        return try store.habit(named: text).map(EntityCandidate.init(habit:))
    }
}

import IntentKit
import RitualistCore

/// `store.rebuildSummary`: the store's derived summary folded again from what it holds (`ritual doctor --rebuild`).
enum SummaryActions {
    static func register(in registry: inout PluginRegistry) {
        let needs = [Keys.habitStore.erased, Keys.settings.erased]
        // Derived data only: no habit, log or rest day changes, so nothing is recorded and no hook runs.
        registry.action("store.rebuildSummary", parameters: [], needs: needs, changes: false) { context in
            let settings = try context.resolver.resolve(Keys.settings).requiring(QueryActions.sections)
            let rebuilt = try context.store.rebuildSummary(
                threshold: settings.threshold, firstWeekday: settings.weekStart)
            return SummaryOutput(rebuilt: rebuilt, threshold: settings.threshold, firstWeekday: settings.weekStart)
        }
    }
}

import IntentKit
import RitualistCore

/// `navigation.previous`, `navigation.next` and `navigation.today`: the widget's arrows and its Today button.
enum NavigationActions {
    static func register(in registry: inout PluginRegistry) {
        let needs = [Keys.habitStore.erased]
        registry.action("navigation.previous", parameters: [], needs: needs) { context in
            try navigate(context) { navigator, stored in navigator.previous(stored: stored) }
        }
        registry.action("navigation.next", parameters: [], needs: needs) { context in
            try navigate(context) { navigator, stored in navigator.next(stored: stored) }
        }
        registry.action("navigation.today", parameters: [], needs: needs) { context in
            try navigate(context) { navigator, stored in navigator.today(stored: stored) }
        }
    }

    private static func navigate(
        _ context: ActionContext, _ move: @escaping (DayNavigator, DaySelection?) -> NavigationStep
    ) throws -> NavigationOutput {
        let navigator = DayNavigator(today: context.now.day)
        let step = try context.store.navigate { move(navigator, $0) }
        return NavigationOutput(step: step, navigator: navigator)
    }
}

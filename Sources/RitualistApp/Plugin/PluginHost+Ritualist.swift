import IntentKit
import RitualistCore

extension PluginHost {
    /// What Ritualist tells its external plugins: the widget's selected day (read from the store), and the timeout
    /// `plugins.NAME.timeout` of config.yaml gives the plugin.
    static let ritualist = PluginHost(
        needs: [Keys.habitStore.erased, Keys.now.erased, Keys.settings.erased],
        selectedDay: { context in
            try? WidgetQuery.selectedDay(store: context.resolver.resolve(Keys.habitStore), today: context.now.day)
                .calendarDate
        },
        timeout: { context, plugin in
            (try? context.resolver.resolve(Keys.settings))?.pluginTimeouts[plugin] ?? PluginFolder.defaultTimeout
        })
}

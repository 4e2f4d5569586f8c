import Primitives
import RitualistApp

/// A history changed outside a run (an import, a restore) is told to the bars as a run's change is by
/// `RefreshListener`: each of config.yaml's `refresh:` hooks runs once, detached, without a shell, ended after five
/// seconds. A broken config.yaml runs none, as after a run.
enum HistoryChanged {
    /// Runs the refresh hooks of `runtime`'s config.yaml.
    static func refreshBars(runtime: RitualistRuntime) {
        let settings = (try? runtime.settings(using: ["refresh"])) ?? RitualistSettings()
        for command in settings.refresh.commands {
            DetachedProcess.start(command, timeout: 5, environment: Console.current.environment)
        }
    }
}

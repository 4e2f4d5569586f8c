import IntentKit
import Primitives

/// Tells the bars that do not follow the store that something changed: after a commit that changed something, each
/// of config.yaml's `refresh:` hooks runs once, detached, without a shell, ended after five seconds. A hook that
/// fails or cannot start is ignored: it cannot fail the run.
package struct RefreshListener: AfterCommit {
    package let hooks: RefreshHooks
    /// The environment the hooks run in (the command's own).
    package let environment: [String: String]

    package init(hooks: RefreshHooks, environment: [String: String]) {
        self.hooks = hooks
        self.environment = environment
    }

    package func committed(_ changes: [RunChange]) {
        guard changes.contains(where: \.changed) else { return }
        refresh()
    }

    /// Runs each hook once, for a change committed outside a run (a pull that applied another machine's entries).
    package func refresh() {
        for command in hooks.commands { DetachedProcess.start(command, timeout: 5, environment: environment) }
    }
}

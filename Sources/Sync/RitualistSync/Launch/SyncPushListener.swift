import IntentKit
import Primitives

/// After a commit that changed something, with sync configured (config.yaml's `sync.url` or `RITUALIST_SYNC_URL`),
/// starts `ritual-sync push` detached (`DetachedProcess`): in a session of its own, no terminal, its streams on
/// /dev/null, never waited for, so the press returns as fast as without sync. `ritual-sync` takes the home's push
/// lock itself, and fails silently into the journal when the server is away. Without sync configured it costs one
/// look at settings already read.
package struct SyncPushListener: AfterCommit {
    /// config.yaml's `sync:` section, if any.
    package let section: SyncSection?
    /// The press's environment, which `ritual-sync` inherits (the home, the XDG folders, `RITUALIST_SYNC_URL`).
    package let environment: [String: String]

    package init(section: SyncSection?, environment: [String: String]) {
        self.section = section
        self.environment = environment
    }

    /// Whether a server is named.
    package var isConfigured: Bool {
        section?.url != nil || !(environment["RITUALIST_SYNC_URL"] ?? "").isEmpty
    }

    package func committed(_ changes: [RunChange]) {
        guard isConfigured, changes.contains(where: \.changed),
            let program = SyncExecutable.locate(environment: environment)
        else { return }
        DetachedProcess.start([program, "push"], ownSession: true, environment: environment)
    }
}

import Primitives
import RitualistSync

/// What keeps `status --follow` current with the other machines when sync is configured: `ritual-sync pull` started
/// about once a second, never waited for, at most one at a time. A pull that brings entries writes the store, which
/// wakes the follower as a press does, so a press on another machine shows within two seconds of its push. A pull
/// that failed (the server away) is tried again after `retry`, not every second, so an offline laptop does not fill
/// the journal.
package final class FollowPull {
    /// Between the starts of two pulls.
    package static let interval: Duration = .seconds(1)
    /// After a pull that failed.
    package static let retry: Duration = .seconds(30)

    private let command: [String]
    private let environment: [String: String]
    private var running: DetachedChild?
    private var next = ContinuousClock.now

    /// The pulls of a follower with `section` and `environment`; nil when sync is not configured or `ritual-sync`
    /// is not installed.
    package init?(section: SyncSection?, environment: [String: String]) {
        guard SyncPushListener(section: section, environment: environment).isConfigured,
            let program = SyncExecutable.locate(environment: environment)
        else { return nil }
        command = [program, "pull"]
        self.environment = environment
    }

    /// Milliseconds until the next pull is due (0 when it is).
    package func millisecondsToNext() -> Int32 {
        let left = next - ContinuousClock.now
        let milliseconds = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
        return Int32(clamping: max(milliseconds, 0))
    }

    /// Starts a pull when one is due and none is running.
    package func tick() {
        guard ContinuousClock.now >= next else { return }
        if let running {
            guard let status = running.exitStatus else {
                next = ContinuousClock.now + Self.interval
                return
            }
            let failed = status != 0
            self.running = nil
            if failed {
                next = ContinuousClock.now + Self.retry
                return
            }
        }
        next = ContinuousClock.now + Self.interval
        running = DetachedProcess.start(command, environment: environment)
    }
}

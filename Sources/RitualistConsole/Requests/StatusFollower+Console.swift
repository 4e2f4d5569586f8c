import RitualistApp
import Synchronization

extension StatusFollower {
    /// Follows the store of the current console, printing what `render` prints through it.
    package init(render: @escaping () throws -> Void) throws {
        let base = Console.current
        let runtime = try base.runtime()
        let clock = FollowClock(environment: base.environment, zone: runtime.zone)
        let section = (try? runtime.settings(using: ["sync"]))?.sync
        self.init(
            database: runtime.paths.database, clock: clock,
            pull: FollowPull(section: section, environment: base.environment)
        ) { Self.capture(render, base, clock: clock) }
    }

    /// What one render prints; its errors go to stderr, and the next change tries again.
    private static func capture(_ render: () throws -> Void, _ base: Console, clock: FollowClock) -> String? {
        let text = Mutex(String?.none)
        let console = Console(
            environment: clock.environment(base.environment), zone: base.zone,
            write: { stream, output in
                if stream == .error {
                    base.write(.error, output)
                } else {
                    text.withLock { $0 = ($0 ?? "") + output }
                }
            })
        Console.with(console) {
            do {
                try render()
            } catch {
                Output.error("Error: " + String(describing: error))
            }
        }
        return text.withLock { $0 }
    }
}

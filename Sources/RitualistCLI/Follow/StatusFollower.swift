import Primitives
import Synchronization

#if os(Linux)
    import Glibc
#endif

/// `ritual status --follow`: prints the widget, then again whenever the store changes or the day rolls over,
/// until SIGTERM or until stdout closes. A line equal to the last one printed is not repeated.
struct StatusFollower {
    let render: () throws -> Void

    func run() throws {
        #if os(Linux)
            try follow()
        #else
            // A file-system event source for macOS is still to come.
            throw CLIError.usage("--follow needs Linux's inotify; on this system, let the bar run 'ritual status'.")
        #endif
    }

    #if os(Linux)
        private func follow() throws {
            let base = Console.current
            let runtime = try base.runtime()
            let clock = FollowClock(environment: base.environment, zone: runtime.zone)
            let watcher = StoreWatcher(database: runtime.paths.database)
            var last: String?
            while true {
                let before = StoreFingerprint(database: runtime.paths.database)
                let printed = capture(base, clock: clock)
                let seen = StoreFingerprint(database: runtime.paths.database)
                // A write that landed during the render may be half in what it read: read again.
                if seen != before { continue }
                if let printed, printed != last {
                    guard write(printed) else { return }
                    last = printed
                }
                var midnight = false
                while !midnight, seen == StoreFingerprint(database: runtime.paths.database) {
                    switch watcher.wait(milliseconds: clock.millisecondsToMidnight()) {
                    case .terminated, .outputClosed: return
                    case .changed:
                        // A write comes as several events: let it finish before reading.
                        while watcher.wait(milliseconds: 40) == .changed {}
                    case .deadline: midnight = true
                    }
                }
            }
        }

        /// What one render prints; its errors go to stderr, and the next change tries again.
        private func capture(_ base: Console, clock: FollowClock) -> String? {
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
            Console.$current.withValue(console) {
                do {
                    try render()
                } catch {
                    Output.error("Error: " + String(describing: error))
                }
            }
            return text.withLock { $0 }
        }

        /// Writes to stdout itself, so a closed pipe ends the command instead of the process.
        private func write(_ text: String) -> Bool {
            FileDescriptor.writeAll(text, to: STDOUT_FILENO) == nil
        }
    #endif
}

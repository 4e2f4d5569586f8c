import Primitives

#if os(Linux)
    import Glibc
#endif

/// `ritual status --follow`: prints the widget, then again whenever the store changes or the day rolls over,
/// until SIGTERM or until stdout closes. A line equal to the last one printed is not repeated.
package struct StatusFollower {
    /// The store whose changes bring a new render.
    package let database: String
    package let clock: FollowClock
    /// What one render prints, its errors reported already; nil when it printed nothing.
    package let capture: () -> String?
    /// The pulls from the sync server while following, when sync is configured.
    package let pull: FollowPull?

    package init(database: String, clock: FollowClock, pull: FollowPull? = nil, capture: @escaping () -> String?) {
        self.database = database
        self.clock = clock
        self.pull = pull
        self.capture = capture
    }

    package func run() throws {
        #if os(Linux)
            try follow()
        #else
            // A file-system event source for macOS is still to come.
            throw FrontEndError.followUnsupported
        #endif
    }

    #if os(Linux)
        private func follow() throws {
            let watcher = StoreWatcher(database: database)
            var last: String?
            while true {
                let before = StoreFingerprint(database: database)
                let printed = capture()
                let seen = StoreFingerprint(database: database)
                // A write that landed during the render may be half in what it read: read again.
                if seen != before { continue }
                if let printed, printed != last {
                    guard write(printed) else { return }
                    last = printed
                }
                var midnight = false
                while !midnight, seen == StoreFingerprint(database: database) {
                    pull?.tick()
                    let toMidnight = clock.millisecondsToMidnight()
                    let deadline = pull.map { min(toMidnight, $0.millisecondsToNext()) } ?? toMidnight
                    switch watcher.wait(milliseconds: deadline) {
                    case .terminated, .outputClosed: return
                    case .changed:
                        // A write comes as several events: let it finish before reading.
                        while watcher.wait(milliseconds: 40) == .changed {}
                    case .deadline: midnight = deadline == toMidnight
                    }
                }
            }
        }

        /// Writes to stdout itself, so a closed pipe ends the command instead of the process.
        private func write(_ text: String) -> Bool {
            FileDescriptor.writeAll(text, to: STDOUT_FILENO) == nil
        }
    #endif
}

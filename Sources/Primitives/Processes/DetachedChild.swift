import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program `DetachedProcess` started: its process id, and its end for the few callers that ask (a notifier waited
/// for briefly, the follower's pull). Every wait for it goes through here, so the start that reaps ended children
/// and a caller asking for the status never take it from each other.
package final class DetachedChild: Sendable {
    /// The process id.
    package let pid: pid_t
    private let ended = Mutex<Int32?>(nil)

    init(pid: pid_t) {
        self.pid = pid
    }

    /// Its exit status once it has ended (128 + the signal for one a signal ended, as a shell says it), reaping it;
    /// nil while it runs.
    package var exitStatus: Int32? {
        ended.withLock { status in
            if status == nil { status = Self.reap(pid) }
            return status
        }
    }

    /// Whether it is still running.
    package var isRunning: Bool { exitStatus == nil }

    /// Waits at most `limit` for it to end, checking every 10 ms; its exit status, or nil when it still runs.
    @discardableResult
    package func wait(upTo limit: Duration) -> Int32? {
        let deadline = ContinuousClock.now + limit
        while true {
            if let status = exitStatus { return status }
            guard ContinuousClock.now < deadline else { return nil }
            usleep(10_000)
        }
    }

    /// The status of `pid` if it has ended, without blocking; -1 for a child this process can no longer wait for.
    private static func reap(_ pid: pid_t) -> Int32? {
        var raw: Int32 = 0
        var result: pid_t
        repeat {
            result = waitpid(pid, &raw, WNOHANG)
        } while result < 0 && errno == EINTR
        if result < 0 { return -1 }
        guard result == pid else { return nil }
        // The C macros WIFEXITED and WEXITSTATUS, which Swift does not import: the low seven bits hold the signal
        // that ended it (0 for an exit), the next byte the exit code.
        let signal = raw & 0x7f
        return signal == 0 ? (raw >> 8) & 0xff : 128 + signal
    }
}

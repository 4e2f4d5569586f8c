import Dispatch
import Foundation

/// Waits for what real processes and threads do, checking often, never guessing from timing, and never for
/// longer than a deadline: a test that would hang fails instead.
package enum Waiting {
    /// Whether `condition` came to hold within `seconds`.
    package static func until(seconds: Double = 60, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            guard Date() < deadline else { return false }
            usleep(10_000)
        }
        return true
    }

    /// Whether `semaphore` was signalled within `seconds` (taking the signal).
    package static func signalled(_ semaphore: DispatchSemaphore, seconds: Double = 60) -> Bool {
        semaphore.wait(timeout: .now() + seconds) == .success
    }

    /// Whether `group` finished within `seconds`.
    package static func finished(_ group: DispatchGroup, seconds: Double = 60) -> Bool {
        group.wait(timeout: .now() + seconds) == .success
    }

    /// Whether `process` exited within `seconds`; one still running then is killed, so nothing waits on it after.
    package static func exit(of process: Process, within seconds: Double = 60) -> Bool {
        if until(seconds: seconds, { !process.isRunning }) { return true }
        kill(process.processIdentifier, SIGKILL)
        _ = until(seconds: 5) { !process.isRunning }
        return false
    }

    /// Whether process `pid` has ended (a zombie or gone): the kernel has closed its files, and so its locks.
    package static func hasEnded(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
        return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
    }
}

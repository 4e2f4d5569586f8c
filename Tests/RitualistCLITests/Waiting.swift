import Foundation

/// Waits for what real processes do, checking often, never guessing from timing.
enum Waiting {
    /// Whether `condition` came to hold within `seconds`.
    static func until(seconds: Double = 60, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            guard Date() < deadline else { return false }
            usleep(10_000)
        }
        return true
    }

    /// Whether process `pid` has ended (a zombie or gone): the kernel has closed its files, and so its locks.
    static func hasEnded(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
        return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
    }
}

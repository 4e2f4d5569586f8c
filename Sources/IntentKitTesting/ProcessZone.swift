import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's time zone (`TZ`) for code that reads it through the C library, one caller at a time.
///
/// Tests run in parallel in one process, so a test that needs a zone takes this lock, sets `TZ`, runs, and
/// restores the previous value before another may look. Every test that reads the local zone should go through
/// it, even when it only needs the zone not to change under it.
///
/// ```swift
/// let moment = try ProcessZone.with("Pacific/Kiritimati") { try WallClock.pinned("2025-11-08T12:00:00Z") }
/// ```
public enum ProcessZone {
    private static let lock = NSLock()

    /// Runs `body` with `TZ` set to `zone`, then puts back the zone the process had.
    public static func with<T>(_ zone: String, _ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        let previous = getenv("TZ").map { String(cString: $0) }
        setenv("TZ", zone, 1)
        tzset()
        defer {
            if let previous { setenv("TZ", previous, 1) } else { unsetenv("TZ") }
            tzset()
        }
        return try body()
    }
}

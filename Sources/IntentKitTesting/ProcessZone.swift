import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's time zone (`TZ`), which the C library reads for every local-time question.
///
/// It is one value for the whole process, so tests that run code in process under a zone of their own take
/// turns: `with` holds one lock while `TZ` is set, and puts the previous value back afterwards. Every test that
/// reads the local zone should go through it, even when it only needs the zone not to change under it.
///
/// ```swift
/// let moment = try ProcessZone.with("Pacific/Kiritimati") { try WallClock.pinned("2025-11-08T12:00:00Z") }
/// ```
public enum ProcessZone {
    private static let lock = Mutex(())

    public static func with<T>(_ zone: String?, _ body: () throws -> T) rethrows -> T {
        try lock.withLock { _ in
            let previous = getenv("TZ").map { String(cString: $0) }
            set(zone)
            defer { set(previous) }
            return try body()
        }
    }

    private static func set(_ zone: String?) {
        if let zone { setenv("TZ", zone, 1) } else { unsetenv("TZ") }
        tzset()
    }
}

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Answers "what time is it here", once per run, without loading ICU.
///
/// The zone is passed in (`WallZone`); a clock can be pinned to a fixed moment for scripts and tests.
public struct WallClock: Sendable {
    private let pinned: LocalMoment?
    private let zone: WallZone?

    /// The system clock in `zone`.
    public static func system(in zone: WallZone) -> WallClock { WallClock(pinned: nil, zone: zone) }

    /// A clock that always answers `moment`.
    package static func fixed(_ moment: LocalMoment) -> WallClock { WallClock(pinned: moment, zone: nil) }

    /// A clock pinned to `text`: `2025-11-08T12:00:00` (local time in `zone`), with an offset (`Z`, `+01:00`), or
    /// a bare date (noon local time), shown on `zone`'s wall clock.
    package static func pinned(_ text: String, in zone: WallZone) throws(WallClockError) -> WallClock {
        WallClock(pinned: try parse(text, in: zone), zone: zone)
    }

    /// What the clock shows now. A pinned clock's moment was checked when it was pinned; the system clock is
    /// within the supported dates on any machine whose clock is set.
    package func now() -> LocalMoment {
        if let pinned { return pinned }
        do {
            return try (zone ?? .utc).local(at: Date())
        } catch {
            preconditionFailure("The system clock is off: \(error)")
        }
    }
}

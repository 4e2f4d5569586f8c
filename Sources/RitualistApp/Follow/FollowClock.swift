import Foundation
import IntentKit

/// The clock of a command that keeps running: the real one, or a pinned `RITUALIST_NOW` that advances with the
/// time elapsed since the command started (so a test can start a minute before midnight).
package struct FollowClock {
    private let pinned: LocalMoment?
    private let zone: WallZone
    private let started = ContinuousClock.now

    package init(environment: [String: String], zone: WallZone) {
        self.zone = zone
        pinned = environment["RITUALIST_NOW"].flatMap { try? WallClock.pinned($0, in: zone).now() }
    }

    package func now() -> LocalMoment {
        guard let pinned else { return WallClock.system(in: zone).now() }
        let elapsed = ContinuousClock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        // Past the supported range the pinned moment stands still (a run then reports the range itself).
        return (try? zone.local(at: pinned.instant.addingTimeInterval(seconds))) ?? pinned
    }

    /// The environment a render sees: the pinned clock moved on.
    package func environment(_ base: [String: String]) -> [String: String] {
        guard pinned != nil else { return base }
        return base.merging(["RITUALIST_NOW": now().iso]) { $1 }
    }

    /// Milliseconds until just after the next local midnight, or an hour at most: the wall clock's distance to
    /// midnight is an hour off on a day whose clocks change, so a follower looks again within the hour.
    func millisecondsToMidnight() -> Int32 {
        let moment = now()
        let fraction = moment.instant.timeIntervalSince1970.truncatingRemainder(dividingBy: 1)
        let seconds = Double(86_400 - moment.secondOfDay) - fraction
        return Int32(min(max(seconds * 1000 + 20, 20), 3_600_000))
    }
}

import Foundation
import IntentKit

extension WallClock {
    /// A clock pinned to `text` (`2025-11-08T12:00:00-05:00`) on the wall clock of `zone` (a `TZ` value, UTC by
    /// default); a test fails loudly on a malformed pin.
    package static func pinned(at text: String, in zone: String = "UTC") -> WallClock {
        do {
            return try WallClock.pinned(text, in: WallZone(tz: zone))
        } catch {
            preconditionFailure("bad pinned time in a test: \(error)")
        }
    }
}

extension CalendarDate {
    /// A date from a literal the test knows is valid.
    package static func iso(_ text: String) -> CalendarDate {
        guard let date = CalendarDate(iso: text) else { preconditionFailure("bad date in a test: \(text)") }
        return date
    }
}

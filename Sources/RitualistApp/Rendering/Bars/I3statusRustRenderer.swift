import IntentKit

/// i3status-rust's `custom` block with `json = true`: text, short text and a state it colours.
enum I3statusRustRenderer {
    package static func render(_ status: BarStatus) -> String {
        let object: JSONValue = .object([
            ("icon", .string("")),
            ("state", .string(state(status))),
            ("text", .string(status.text)),
            ("short_text", .string(status.short)),
        ])
        return object.serialized(pretty: false)
    }

    /// Critical while the selected day is not today (a press would log on that day), then Good when done, Warning
    /// while the streak is at risk, Info in between, Idle when nothing is due or begun.
    package static func state(_ status: BarStatus) -> String {
        if status.day != nil { return "Critical" }
        switch status.state {
        case .done: return "Good"
        case _ where status.atRisk: return "Warning"
        case .partial: return "Info"
        case .empty, .none: return "Idle"
        }
    }
}

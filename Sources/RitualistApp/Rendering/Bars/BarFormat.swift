/// The shapes `ritual status --format` prints: one per status bar, and two for scripts.
package enum BarFormat: String, CaseIterable, Sendable {
    case text, plain, json, waybar, polybar, i3blocks
    case i3statusRust = "i3status-rs"
    case xbar

    /// Whether the format needs the overall streak as well as the day.
    var needsStreak: Bool {
        switch self {
        case .text, .json: return false
        default: return true
        }
    }
}

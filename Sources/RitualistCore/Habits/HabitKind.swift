/// Whether a habit is simply done or not (`binary`) or measured against a daily amount (`numeric`).
public enum HabitKind: String, Sendable, Codable, CaseIterable {
    case binary
    case numeric
}

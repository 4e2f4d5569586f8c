/// Whether a numeric habit's daily target is an amount to reach or a limit to stay under.
public enum TargetDirection: String, Sendable, Codable, CaseIterable {
    /// Done when the day's total reaches the target (water, pages): the default.
    case atLeast = "at-least"
    /// Done when the day has an entry and its total stays at or under the target (coffee, screen time).
    case atMost = "at-most"
}

import Primitives

extension Habit {
    /// Whether the habit is in the category `name`: its category equals `name` ignoring case and surrounding
    /// spaces (`Work` is in ` work `); a habit without a category is in none.
    public func isInCategory(_ name: String) -> Bool {
        guard let category else { return false }
        return Self.categoryKey(category) == Self.categoryKey(name)
    }

    /// The form categories are compared in: trimmed and lowercased.
    package static func categoryKey(_ name: String) -> String {
        name.trimmed.lowercased()
    }
}

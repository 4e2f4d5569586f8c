/// The intents a program knows: built-in declarations plus the user's, validated once.
public struct Catalog: Sendable {
    /// Sorted by name.
    package let declarations: [IntentDeclaration]
    /// The index of each lowercased name's first declaration: a batch looks a name up for every line.
    private let indexes: [String: Int]

    /// A catalog of `declarations`, sorted by name.
    package init(_ declarations: [IntentDeclaration]) {
        // Each name lowercased once, and positions sorted rather than the declarations, which are large values;
        // equal names keep the order they came in.
        let keys = declarations.map { $0.name.lowercased() }
        let order = keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
        self.declarations = order.map { declarations[$0] }
        var indexes: [String: Int] = [:]
        for (position, original) in order.enumerated() where indexes[keys[original]] == nil {
            indexes[keys[original]] = position
        }
        self.indexes = indexes
    }

    /// The declaration whose name matches `name`, ignoring case.
    package func declaration(named name: String) -> IntentDeclaration? {
        indexes[name.lowercased()].map { declarations[$0] }
    }

    /// The closest declared name, for "Did you mean".
    package func suggestion(for name: String) -> String? {
        Suggestion.closest(to: name, in: declarations.map(\.name))
    }

    /// The intents' names, sorted.
    public var names: [String] { declarations.map(\.name) }
}

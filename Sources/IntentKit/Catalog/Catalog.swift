/// The intents a program knows: built-in declarations plus the user's, validated once.
public struct Catalog: Sendable {
    /// Sorted by name.
    public let declarations: [IntentDeclaration]
    /// The index of each lowercased name's first declaration: a batch looks a name up for every line.
    private let indexes: [String: Int]

    public init(_ declarations: [IntentDeclaration]) {
        self.declarations = declarations.sorted { $0.name.lowercased() < $1.name.lowercased() }
        indexes = Dictionary(
            self.declarations.enumerated().map { ($1.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The declaration whose name matches `name`, ignoring case.
    public func declaration(named name: String) -> IntentDeclaration? {
        indexes[name.lowercased()].map { declarations[$0] }
    }

    /// The closest declared name, for "Did you mean".
    public func suggestion(for name: String) -> String? {
        Suggestion.closest(to: name, in: declarations.map(\.name))
    }

    public var names: [String] { declarations.map(\.name) }
}

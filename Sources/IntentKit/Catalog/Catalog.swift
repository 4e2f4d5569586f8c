/// The intents a program knows: built-in declarations plus the user's, validated once.
public struct Catalog: Sendable {
    /// Sorted by name.
    public let declarations: [IntentDeclaration]

    public init(_ declarations: [IntentDeclaration]) {
        self.declarations = declarations.sorted { $0.name.lowercased() < $1.name.lowercased() }
    }

    /// The declaration whose name matches `name`, ignoring case.
    public func declaration(named name: String) -> IntentDeclaration? {
        let lowered = name.lowercased()
        return declarations.first { $0.name.lowercased() == lowered }
    }

    /// The closest declared name, for "Did you mean".
    public func suggestion(for name: String) -> String? {
        Suggestion.closest(to: name, in: declarations.map(\.name))
    }

    public var names: [String] { declarations.map(\.name) }
}

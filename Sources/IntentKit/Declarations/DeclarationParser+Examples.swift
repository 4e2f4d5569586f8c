import Yams

extension DeclarationParser {
    static let exampleKeys = ["arguments", "expect", "description"]

    /// `examples:` — runs the test suite performs: `arguments` (a mapping) and `expect` (`ok` or an error case).
    func readExamples(_ node: Node, parameters: [ParameterDeclaration], _ reader: inout NodeReader)
        -> [IntentDeclaration.Example]
    {
        guard let elements = reader.sequence(node, key: "examples") else { return [] }
        var examples: [IntentDeclaration.Example] = []
        for element in elements {
            guard let fields = reader.mapping(element, what: "an example", allowed: Self.exampleKeys) else { continue }
            var arguments: [(String, String)] = []
            if let node = fields["arguments"],
                let argumentFields = reader.mapping(node, what: "'arguments'", allowed: nil)
            {
                for entry in argumentFields.entries {
                    guard let value = reader.scalar(entry.value, key: entry.key) else { continue }
                    if !parameters.contains(where: { $0.name == entry.key }) {
                        reader.error(
                            at: entry.keyNode,
                            "example names unknown parameter '\(entry.key)'."
                                + Suggestion.hint(for: entry.key, in: parameters.map(\.name)))
                    }
                    arguments.append((entry.key, value))
                }
            }
            let expect = fields["expect"].flatMap { reader.scalar($0, key: "expect") } ?? "ok"
            examples.append(
                IntentDeclaration.Example(
                    arguments: arguments, expectedError: expect == "ok" ? nil : expect,
                    location: reader.document.location(of: element)))
        }
        return examples
    }
}

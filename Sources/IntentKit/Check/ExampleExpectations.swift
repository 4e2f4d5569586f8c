/// `check`'s look at examples: an `expect:` that names no error case a run can end with can never pass.
enum ExampleExpectations {
    /// One error per such example; `sources` give the offending line for the caret.
    static func diagnostics(in catalog: Catalog, sources: [DeclarationSource], known: [String]) -> [Diagnostic] {
        catalog.declarations.flatMap { intent in
            intent.examples.compactMap { example -> Diagnostic? in
                guard let expected = example.expectedError, !known.contains(expected) else { return nil }
                return Diagnostic(
                    location: example.location,
                    message: "example expects unknown error case '\(expected)'."
                        + Suggestion.hint(for: expected, in: known),
                    sourceLine: line(example.location, in: sources))
            }
        }
    }

    private static func line(_ location: SourceLocation, in sources: [DeclarationSource]) -> String? {
        guard let source = sources.first(where: { $0.path == location.path }) else { return nil }
        return YAMLDocument.SourceLines(String(decoding: source.bytes, as: UTF8.self)).line(location.line)
    }
}

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
                    sourceLine: DeclarationSource.line(example.location, in: sources))
            }
        }
    }
}

extension DeclarationSource {
    /// The line `location` points into, from the source of its file among `sources`: what a diagnostic `check`
    /// makes after loading shows under its header, with the caret.
    static func line(_ location: SourceLocation, in sources: [DeclarationSource]) -> String? {
        guard let source = sources.first(where: { $0.path == location.path }) else { return nil }
        return YAMLDocument.SourceLines(String(decoding: source.bytes, as: UTF8.self)).line(location.line)
    }
}

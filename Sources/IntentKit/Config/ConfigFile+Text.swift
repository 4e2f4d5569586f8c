extension ConfigFile {
    /// A configuration read from text that is not a file yet (the copy an import carries), with its top-level
    /// sections in the order written, so a caller can keep some of them and name the others.
    package struct Parsed: Sendable {
        /// The single values of `keys`, as `load(path:keys:)` reads them.
        package let file: ConfigFile
        /// Every top-level key of the text, in order.
        package let sections: [String]
    }

    /// Reads `text` as the contents of a config.yaml named `path` in diagnostics, within the same limits as a file:
    /// too large a text, one that is not YAML, or whose top level is not a mapping throws its diagnostics.
    package static func parse(text: String, path: String, keys: [String], limits: DeclarationLimits = .standard)
        throws(DiagnosticList) -> Parsed
    {
        let bytes = Array(text.utf8)
        guard bytes.count <= limits.maximumFileSize else {
            throw DiagnosticList([
                Diagnostic(
                    location: SourceLocation(path: path, line: 0, column: 0),
                    message: "the configuration is \(bytes.count) bytes; the most read is \(limits.maximumFileSize)",
                    sourceLine: nil)
            ])
        }
        let source = DeclarationSource(path: path, bytes: bytes, origin: .user)
        let document: YAMLDocument
        switch YAMLDocument.load(source, limits: limits) {
        case .success(let loaded?): document = loaded
        case .success(nil): return Parsed(file: ConfigFile(path: path), sections: [])
        case .failure(let diagnostics): throw diagnostics
        }
        var reader = NodeReader(document: document)
        var entries: [String: Entry] = [:]
        collect(document.root, prefix: "", keys: keys, into: &entries, &reader)
        var sections: [String] = []
        if case .mapping(let root) = document.root {
            sections = root.compactMap { key, _ in key.scalar?.string }
        }
        return Parsed(
            file: ConfigFile(path: path, entries: entries, diagnostics: reader.diagnostics), sections: sections)
    }
}

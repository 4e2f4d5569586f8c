import IntentKit

/// The declarations of `intents/`, embedded at build time by the EmbedIntents plugin, and compiled in as values.
package enum BuiltinDeclarations {
    /// The files as text, for parsing.
    package static var sources: [DeclarationSource] {
        BuiltinIntents.files.map { DeclarationSource(path: $0.path, text: $0.text, origin: .builtin) }
    }

    /// The files with what they declare already attached, so that a run does not parse them: the values of
    /// `BuiltinValues`, which a test holds equal to what parsing the texts gives.
    package static var compiled: [DeclarationSource] {
        compiling(sources)
    }

    /// `sources` (built-in ones) with the compiled declaration of each attached.
    package static func compiling(_ sources: [DeclarationSource]) -> [DeclarationSource] {
        sources.map { source in
            guard source.origin == .builtin, source.parsed == nil,
                let parsed = BuiltinValues.declaration(named: CatalogLoader.stem(of: source.path))
            else { return source }
            return source.declaring(parsed)
        }
    }
}

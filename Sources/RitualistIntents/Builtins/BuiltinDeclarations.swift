import IntentKit

/// The declarations of `intents/`, embedded at build time by the EmbedIntents plugin.
public enum BuiltinDeclarations {
    public static var sources: [DeclarationSource] {
        BuiltinIntents.files.map { DeclarationSource(path: $0.path, text: $0.text, origin: .builtin) }
    }
}

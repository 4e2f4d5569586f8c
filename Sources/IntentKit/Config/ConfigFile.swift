import Yams

/// A program's `config.yaml`, read as dotted keys (`streak.threshold`) with their locations, so the program
/// can check values against its own rules and report problems as `path:line:column` diagnostics.
///
/// ```swift
/// let config = try ConfigFile.load(path: paths.config, keys: ["streak.threshold", "week_start"])
/// let threshold = config["streak.threshold"]?.value
/// ```
package struct ConfigFile: Sendable {
    /// One setting: its text and where it stands.
    package struct Entry: Sendable {
        /// The value as written.
        package let value: String
        /// Where the value stands.
        package let location: SourceLocation
        /// The line the value stands on, for a diagnostic's caret.
        package let sourceLine: String?
    }

    /// The file's path, as diagnostics name it.
    package let path: String
    /// The single values, by dotted key.
    package let entries: [String: Entry]
    /// Problems found while reading: unknown keys, values that are not single values.
    package let diagnostics: [Diagnostic]

    /// The setting under the dotted `key`, when the file has it.
    package subscript(key: String) -> Entry? { entries[key] }

    /// An empty configuration, as when the file does not exist.
    package init(path: String) {
        self.path = path
        entries = [:]
        diagnostics = []
    }

    /// Reads `path`; an absent file is an empty configuration. A file that cannot be read, is not trusted (see
    /// `FileTrust`) or cannot be parsed throws its diagnostics; unknown keys and non-scalar values are collected in
    /// `diagnostics` beside the valid entries.
    package static func load(path: String, keys: [String], limits: DeclarationLimits = .standard)
        throws(DiagnosticList) -> ConfigFile
    {
        guard !FileSystem.isAbsent(path) else { return ConfigFile(path: path) }
        let source: DeclarationSource
        do {
            source = try DeclarationFiles.load(path, origin: .user, limit: limits.maximumFileSize)
        } catch {
            throw DiagnosticList([error.diagnostic])
        }
        let document: YAMLDocument
        switch YAMLDocument.load(source, limits: limits) {
        case .success(let loaded?): document = loaded
        case .success(nil): return ConfigFile(path: path)  // empty, or only comments
        case .failure(let diagnostics): throw diagnostics
        }
        var reader = NodeReader(document: document)
        var entries: [String: Entry] = [:]
        collect(document.root, prefix: "", keys: keys, into: &entries, &reader)
        return ConfigFile(path: path, entries: entries, diagnostics: reader.diagnostics)
    }

    init(path: String, entries: [String: Entry], diagnostics: [Diagnostic]) {
        self.path = path
        self.entries = entries
        self.diagnostics = diagnostics
    }

    static func collect(
        _ node: Node, prefix: String, keys: [String], into entries: inout [String: Entry],
        _ reader: inout NodeReader
    ) {
        let what = prefix.isEmpty ? "the configuration" : "'\(prefix)'"
        guard let fields = reader.mapping(node, what: what, allowed: nil) else { return }
        for entry in fields.entries {
            let key = prefix.isEmpty ? entry.key : prefix + "." + entry.key
            if case .mapping = entry.value, keys.contains(where: { $0.hasPrefix(key + ".") }) {
                collect(entry.value, prefix: key, keys: keys, into: &entries, &reader)
                continue
            }
            guard keys.contains(key) else {
                reader.error(
                    at: entry.keyNode,
                    "unknown setting '\(key.clipped())' (known: " + keys.joinedText(separator: ", ")
                        + ")." + Suggestion.hint(for: key, in: keys))
                continue
            }
            guard let value = reader.scalar(entry.value, key: key) else { continue }
            let location = reader.document.location(of: entry.value)
            entries[key] = Entry(value: value, location: location, sourceLine: reader.document.sourceLine(at: location))
        }
    }
}

extension ConfigFile.Entry {
    /// A diagnostic about this setting's value.
    package func diagnostic(_ message: String) -> Diagnostic {
        Diagnostic(location: location, message: message, sourceLine: sourceLine)
    }
}

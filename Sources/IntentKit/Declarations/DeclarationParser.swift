import Yams

/// Turns declaration files into `IntentDeclaration`s, collecting every problem of a file.
///
/// ```swift
/// let parser = DeclarationParser(vocabulary: registry.vocabulary)
/// switch parser.parse(source) {
/// case .success(let declaration): …
/// case .failure(let diagnostics): print(diagnostics)
/// }
/// ```
public struct DeclarationParser: Sendable {
    /// The `version:` every declaration file must state.
    package static let schemaVersion = 1
    static let topLevelKeys = [
        "version", "intent", "title", "summary", "parameters", "perform", "steps", "mode", "max", "overrides",
        "examples", "hotkey", "on",
    ]

    /// The actions, entity types and date words declarations may name.
    package let vocabulary: DeclarationVocabulary
    /// The bounds files must stay within.
    package let limits: DeclarationLimits

    /// A parser that checks declarations against `vocabulary` and refuses files beyond `limits`.
    public init(vocabulary: DeclarationVocabulary, limits: DeclarationLimits = .standard) {
        self.vocabulary = vocabulary
        self.limits = limits
    }

    /// Parses one file, returning the declaration or every diagnostic found in it.
    package func parse(_ source: DeclarationSource) -> Result<IntentDeclaration, DiagnosticList> {
        let reading = read(source)
        guard let declaration = reading.declaration, reading.diagnostics.isEmpty else {
            return .failure(DiagnosticList(reading.diagnostics))
        }
        return .success(declaration)
    }

    /// A file read as far as it goes: with diagnostics, `declaration` is what could be read of it (a title or a
    /// run mode that did not read is left at its default), so that the steps of a broken composition are still
    /// checked against the catalog. Nil when not even its name and body read.
    func read(_ source: DeclarationSource) -> (declaration: IntentDeclaration?, diagnostics: [Diagnostic]) {
        let document: YAMLDocument
        switch YAMLDocument.load(source, limits: limits) {
        case .success(let loaded?): document = loaded
        case .success(nil):
            let firstLine = String(decoding: source.bytes, as: UTF8.self)
                .split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)
            let empty = Diagnostic(
                location: SourceLocation(path: source.path, line: 1, column: 1),
                message: "file is empty; expected an intent declaration", sourceLine: firstLine)
            return (nil, [empty])
        case .failure(let list): return (nil, list.diagnostics)
        }
        var reader = NodeReader(document: document)
        let declaration = readDeclaration(&reader, origin: source.origin)
        // Reported in file order, however the checks walked the tree.
        return (declaration, Diagnostic.ordered(reader.diagnostics))
    }

    private func readDeclaration(_ reader: inout NodeReader, origin: DeclarationSource.Origin) -> IntentDeclaration? {
        let root = reader.document.root
        guard let fields = reader.mapping(root, what: "an intent declaration", allowed: Self.topLevelKeys) else {
            return nil
        }
        checkVersion(fields["version"], root: root, &reader)
        let name = readIntentName(fields["intent"], root: root, &reader)
        let title = reader.requiredString(fields["title"], key: "title", in: root)
        let summary = reader.requiredString(fields["summary"], key: "summary", in: root)
        let overrides = fields["overrides"].flatMap { reader.boolean($0, key: "overrides") } ?? false
        let parameters = fields["parameters"].map { readParameters($0, &reader) } ?? []
        let written = Self.keys(of: fields["parameters"])
        let body = readBody(fields, root: root, parameters: parameters, written: written, &reader)
        let runMode = readRunMode(fields, &reader)
        let examples = fields["examples"].map { readExamples($0, parameters: parameters, &reader) } ?? []
        let triggers = fields["on"].map { readTriggers($0, parameters: parameters, &reader) } ?? []
        guard let name, let body else { return nil }
        return IntentDeclaration(
            name: name.value, title: title ?? "", summary: summary ?? "", parameters: parameters, body: body,
            overrides: overrides, examples: examples, location: name.location, origin: origin,
            runMode: runMode ?? .single, triggers: triggers)
    }

    /// `perform: ACTION` or `steps: […]`, exactly one of the two.
    private func readBody(
        _ fields: NodeReader.Fields, root: Node, parameters: [ParameterDeclaration], written: Set<String>,
        _ reader: inout NodeReader
    ) -> IntentDeclaration.Body? {
        switch (fields["perform"], fields["steps"]) {
        case (let perform?, nil):
            guard let action = readAction(perform, root: root, &reader) else { return nil }
            checkParameters(parameters, written: written, against: action, performAt: perform, &reader)
            return .perform(action: action)
        case (nil, let steps?):
            // A parameter that failed to parse is still a name a template may use, so it is not reported twice.
            return readSteps(steps, parameters: Array(written).sorted(), &reader).map { .steps($0) }
        case (_?, let steps?):
            reader.error(at: steps, "a declaration has both 'perform' and 'steps'; keep one")
        case (nil, nil):
            reader.error(at: root, "missing required key 'perform' (an action) or 'steps' (a composition)")
        }
        return nil
    }

    private func checkVersion(_ node: Node?, root: Node, _ reader: inout NodeReader) {
        guard let node else {
            reader.error(at: root, "missing required key 'version' (this program reads version \(Self.schemaVersion))")
            return
        }
        guard let text = reader.scalar(node, key: "version") else { return }
        if Int(text) != Self.schemaVersion {
            reader.error(
                at: node, "unsupported schema version '\(text)' (this program reads version \(Self.schemaVersion))")
        }
    }

    private func readIntentName(_ node: Node?, root: Node, _ reader: inout NodeReader)
        -> (value: String, location: SourceLocation)?
    {
        guard let text = reader.requiredString(node, key: "intent", in: root), let node else { return nil }
        guard IntentName.isValid(text) else {
            reader.error(
                at: node, "invalid intent name '\(text)' (expected a letter followed by letters, digits, '-' or '_')")
            return nil
        }
        return (text, reader.document.location(of: node))
    }

    private func readAction(_ node: Node, root: Node, _ reader: inout NodeReader) -> String? {
        guard let action = reader.requiredString(node, key: "perform", in: root) else { return nil }
        guard vocabulary.actions[action] != nil else {
            let known = vocabulary.actions.keys.sorted()
            let list =
                known.isEmpty ? "no plugin registered any action" : "registered: " + known.joinedText(separator: ", ")
            reader.error(at: node, "unknown action '\(action)' (\(list))." + Suggestion.hint(for: action, in: known))
            return nil
        }
        return action
    }
}

extension DeclarationParser {
    /// The keys of a mapping node as written, whether or not their values are valid.
    static func keys(of node: Node?) -> Set<String> {
        guard case .mapping(let mapping)? = node else { return [] }
        return Set(mapping.compactMap { key, _ in key.scalar?.string })
    }
}

/// The rule for intent names, shared by declarations and lookups.
enum IntentName {
    static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCIILetter, name.count <= 64 else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}

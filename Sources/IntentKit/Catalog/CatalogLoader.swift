import Yams

/// Builds a `Catalog` from built-in and user declarations, reporting every problem of every file.
public struct CatalogLoader: Sendable {
    /// The parser each file goes through.
    package let parser: DeclarationParser

    /// A loader that parses with `parser`.
    public init(parser: DeclarationParser) {
        self.parser = parser
    }

    /// The result of a load: the intents that are valid, and the diagnostics of those that are not.
    public struct Load: Sendable {
        /// The intents that loaded.
        public let catalog: Catalog
        /// Every problem of every file, in the order the files were loaded.
        package let diagnostics: [Diagnostic]
        /// Files with at least one error, so that a run of an intent declared in one can say why it failed.
        package let brokenFiles: [String]
        /// Broken user files by the intent (lowercased) each was meant to declare or replace.
        let claims: [String: String]

        /// Whether every file loaded without a problem.
        package var isClean: Bool { diagnostics.isEmpty }

        /// The diagnostics of the broken files that may hide `intent`: one whose name suggests it declares it
        /// (`LogWater.yaml`), one that names it with `overrides: true`, and a folder that could not be listed.
        package func diagnostics(mentioning intent: String) -> [Diagnostic] {
            let lowered = intent.lowercased()
            let files = brokenFiles.filter { path in
                path.hasSuffix("/") || CatalogLoader.stem(of: path) == lowered || claims[lowered] == path
            }
            return diagnostics.filter { files.contains($0.location.path) }
        }
    }

    /// Loads `sources` (built-in first, then the user's, in order).
    public func load(_ sources: [DeclarationSource]) -> Load {
        var diagnostics: [Diagnostic] = []
        var broken: [String] = []
        var builtins: [String: IntentDeclaration] = [:]
        var chosen: [String: IntentDeclaration] = [:]
        var texts: [String: [UInt8]] = [:]
        var claims: [String: String] = [:]
        // Broken compositions as far as they read: their steps are checked too, so one mistake hides no other.
        var partials: [IntentDeclaration] = []
        for source in sources {
            let reading =
                source.parsed.map { (declaration: Optional($0), diagnostics: [Diagnostic]()) } ?? parser.read(source)
            if !reading.diagnostics.isEmpty {
                diagnostics += reading.diagnostics
                broken.append(source.path)
                if let partial = reading.declaration, partial.steps != nil {
                    partials.append(partial)
                    texts[source.path] = source.bytes
                }
                if source.origin == .user, let name = claimedIntent(source)?.lowercased(), claims[name] == nil {
                    claims[name] = source.path
                }
            } else if let declaration = reading.declaration {
                let key = declaration.name.lowercased()
                texts[source.path] = source.bytes
                if let problems = conflicts(declaration, existing: chosen[key], builtin: builtins[key]) {
                    diagnostics += problems.map { $0.withSourceLine(from: Self.lines(texts[$0.location.path])) }
                    broken.append(source.path)
                    continue
                }
                chosen[key] = declaration
                if declaration.origin == .builtin { builtins[key] = declaration }
            }
        }
        // A built-in that a broken user file means to replace is unavailable: running it instead would do what
        // the user asked not to happen.
        for name in claims.keys where chosen[name]?.origin == .builtin { chosen[name] = nil }
        // Steps name intents from any file, so compositions are checked once every file is in.
        let check = CompositionCheck(
            catalog: Catalog(Array(chosen.values)), vocabulary: parser.vocabulary, limits: parser.limits)
        for composition in check.catalog.declarations {
            let problems = check.problems(of: composition)
            guard !problems.isEmpty else { continue }
            diagnostics += problems.map { $0.withSourceLine(from: Self.lines(texts[$0.location.path])) }
            broken.append(composition.location.path)
            chosen[composition.name.lowercased()] = nil
        }
        // A step may name a broken composition: it is not unknown, only broken, which its own file reports.
        let named = Set(check.catalog.declarations.map { $0.name.lowercased() })
        let partialCheck = CompositionCheck(
            catalog: Catalog(check.catalog.declarations + partials.filter { !named.contains($0.name.lowercased()) }),
            vocabulary: parser.vocabulary, limits: parser.limits)
        for partial in partials {
            diagnostics += partialCheck.problems(of: partial).map {
                $0.withSourceLine(from: Self.lines(texts[$0.location.path]))
            }
        }
        return Load(
            catalog: Catalog(Array(chosen.values)),
            diagnostics: Diagnostic.ordered(diagnostics, files: sources.map(\.path)),
            brokenFiles: broken, claims: claims)
    }

    /// The intent a broken user file was meant to replace: the one it names beside `overrides: true`, or, when the
    /// file cannot be read that far, the one its file is named after. Nil when it does not say `overrides: true`.
    private func claimedIntent(_ source: DeclarationSource) -> String? {
        guard !source.path.hasSuffix("/") else { return nil }
        guard case .success(let document?) = YAMLDocument.load(source, limits: parser.limits),
            case .mapping(let root) = document.root
        else { return CatalogLoader.stem(of: source.path) }
        guard root["overrides"]?.string == "true" else { return nil }
        return root["intent"]?.string ?? CatalogLoader.stem(of: source.path)
    }

    /// The lines of a file's text, split only when a diagnostic shows one of them.
    private static func lines(_ bytes: [UInt8]?) -> YAMLDocument.SourceLines? {
        bytes.map { YAMLDocument.SourceLines(String(decoding: $0, as: UTF8.self)) }
    }

    /// `logwater` for `user/LogWater.yaml`: the intent a file is named after, lowercased.
    /// Read in place (every run names each selected file by it): the last part of the path that is not empty, and
    /// of that the first part between dots that is not empty.
    package static func stem(of path: String) -> String {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var path = path
        // On the path's own bytes: the views of a `Substring` were costly for every name (every run names each
        // built-in file by it).
        return path.withUTF8 { bytes in
            var end = bytes.count
            while end > 0, bytes[end - 1] == slash { end -= 1 }
            var start = end
            while start > 0, bytes[start - 1] != slash { start -= 1 }
            if start == end { (start, end) = (0, bytes.count) }
            while start < end, bytes[start] == dot { start += 1 }
            var stop = start
            while stop < end, bytes[stop] != dot { stop += 1 }
            let name = UnsafeBufferPointer(rebasing: bytes[start..<stop])
            guard name.allSatisfy({ $0 < 0x80 }) else { return String(decoding: name, as: UTF8.self).lowercased() }
            return String(unsafeUninitializedCapacity: name.count) { lowered in
                for (offset, byte) in name.enumerated() {
                    lowered[offset] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
                }
                return name.count
            }
        }
    }

    /// Why `declaration` may not join the catalog, or nil when it may.
    private func conflicts(
        _ declaration: IntentDeclaration, existing: IntentDeclaration?,
        builtin: IntentDeclaration?
    ) -> [Diagnostic]? {
        let name = declaration.name
        if declaration.overrides, declaration.origin == .user, builtin == nil {
            return [
                error(
                    declaration.location,
                    "intent '\(name)' says 'overrides: true' but there is no built-in "
                        + "intent of that name to override")
            ]
        }
        guard let existing else { return nil }
        if existing.origin == .builtin, declaration.origin == .user {
            if declaration.overrides { return nil }
            return [
                error(
                    declaration.location,
                    "intent '\(name)' is already declared by a built-in intent; add "
                        + "'overrides: true' to replace it, or choose another name"),
                note(existing.location, "the built-in '\(existing.name)' is declared here"),
            ]
        }
        return [
            error(declaration.location, "intent '\(name)' is declared twice"),
            note(existing.location, "'\(existing.name)' is first declared here"),
        ]
    }

    private func error(_ location: SourceLocation, _ message: String) -> Diagnostic {
        Diagnostic(location: location, message: message, sourceLine: nil)
    }

    private func note(_ location: SourceLocation, _ message: String) -> Diagnostic {
        Diagnostic(location: location, severity: .note, message: message, sourceLine: nil)
    }
}

extension Diagnostic {
    /// The same diagnostic, showing its line from `lines` when it has none yet.
    func withSourceLine(from lines: YAMLDocument.SourceLines?) -> Diagnostic {
        guard sourceLine == nil, let text = lines?.line(location.line) else { return self }
        return Diagnostic(location: location, severity: severity, message: message, sourceLine: text)
    }
}

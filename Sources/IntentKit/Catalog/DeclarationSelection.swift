import Yams

/// The declaration files that can matter to a run of one intent, so that a run reads and parses only those and
/// loads them exactly as a load of every file would load that intent.
///
/// A file can matter to intent `X` when it declares `X` (`intent: X`, also with `overrides: true`), when it is
/// named after `X` (a broken `X.yaml` explains why `X` is missing), or when `X` is a composition whose steps run an
/// intent the file can matter to. What each user file names is remembered by the file's identity in a
/// `FileIdentityCache`, so an unchanged file is not read again; a folder that could not be listed always matters.
/// Built-in files are named after the intent they declare and perform an action (a test holds them to it).
package struct DeclarationSelection {
    /// The names a file can matter to, lowercased.
    struct Names: Equatable {
        /// The intent it declares (or means to), and the one its file is named after.
        var declares: [String]
        /// The intents its steps run.
        var runs: [String]

        var json: JSONValue {
            .object([
                ("declares", .array(declares.map(JSONValue.string))), ("runs", .array(runs.map(JSONValue.string))),
            ])
        }

        init(declares: [String], runs: [String]) {
            self.declares = declares
            self.runs = runs
        }

        init?(json: JSONValue) {
            guard let declares = json["declares"]?.arrayValue?.compactMap(\.stringValue),
                let runs = json["runs"]?.arrayValue?.compactMap(\.stringValue)
            else { return nil }
            self.init(declares: declares, runs: runs)
        }
    }

    let limits: DeclarationLimits

    /// A selection that reads files within `limits`.
    package init(limits: DeclarationLimits = .standard) {
        self.limits = limits
    }

    /// The sources among `builtins` and the user's `files` (as `DeclarationFiles.list` lists them) that can matter
    /// to any of `intents` (one, or several run in one process), each once, in their order; `cache` remembers what
    /// each user file names.
    package func sources(
        for intents: [String], builtins: [DeclarationSource], files: [String], origin: DeclarationSource.Origin = .user,
        cache: inout FileIdentityCache
    ) -> [DeclarationSource] {
        var read: [String: DeclarationSource] = [:]
        var names: [(path: String, names: Names?)] = []
        for path in files {
            // A folder that could not be listed has no identity to remember; it always matters.
            guard !path.hasSuffix("/"), let identity = FileIdentityCache.Identity(path: path) else {
                names.append((path, nil))
                continue
            }
            if let known = cache.reuse(identity, read: Names.init(json:)) {
                names.append((path, known))
                continue
            }
            let source = Self.load(path, origin: origin, limit: limits.maximumFileSize)
            read[path] = source
            let learnt = self.names(of: source)
            cache.remember(learnt.json, for: identity)
            names.append((path, learnt))
        }
        let wanted = Self.closure(of: intents.map { $0.lowercased() }, over: names.compactMap(\.names))
        let chosen = names.filter { entry in entry.names.map { !wanted.isDisjoint(with: $0.declares) } ?? true }
        let user = chosen.map { read[$0.path] ?? Self.load($0.path, origin: origin, limit: limits.maximumFileSize) }
        return builtins.filter { wanted.contains(CatalogLoader.stem(of: $0.path)) } + user
    }

    /// `intents` and every intent the compositions that can matter to them run, transitively.
    static func closure(of intents: [String], over files: [Names]) -> Set<String> {
        var wanted = Set(intents)
        var queue = intents
        while let name = queue.popLast() {
            for file in files where file.declares.contains(name) {
                for run in file.runs where wanted.insert(run).inserted { queue.append(run) }
            }
        }
        return wanted
    }

    /// What `source` names: the intent it declares and the intents its steps run, read from the YAML alone so that
    /// the answer does not depend on which actions and types exist; its file's stem in any case.
    func names(of source: DeclarationSource) -> Names {
        var names = Names(declares: [CatalogLoader.stem(of: source.path)], runs: [])
        guard case .success(let document?) = YAMLDocument.load(source, limits: limits),
            case .mapping(let root) = document.root
        else { return names }
        if let intent = root["intent"]?.string?.lowercased(), !names.declares.contains(intent) {
            names.declares.append(intent)
        }
        if case .sequence(let steps)? = root["steps"] {
            for case .mapping(let step) in steps {
                if let run = step["run"]?.string?.lowercased(), !names.runs.contains(run) { names.runs.append(run) }
            }
        }
        return names
    }

    private static func load(_ path: String, origin: DeclarationSource.Origin, limit: Int) -> DeclarationSource {
        DeclarationFiles.load([path], origin: origin, limit: limit).sources[0]
    }
}

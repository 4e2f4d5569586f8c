import IntentKit

/// `event-triggers-cache.json` in the state folder: which user intents declare event triggers, learnt from a load of
/// every declaration and remembered by each intent file's identity (path, size, modification time, inode), so that
/// the listener of a press reads no intent file while the folder is unchanged. A new, changed or removed file, or a
/// missing or damaged cache, makes the next lookup load every declaration and write the index again. Safe to delete.
package struct EventTriggerIndex {
    /// What a lookup found.
    package struct Found {
        /// The intents that declare at least one event trigger, by name, in file order.
        package let intents: [String]
        /// Every declaration, when the lookup had to load them to learn the index again; nil when the index answered.
        package let catalog: Catalog?
    }

    /// Where the index is kept.
    package let cachePath: String
    /// The user's intent files, as `DeclarationFiles.list` lists them.
    package let files: [String]

    /// The index of the files at `files`, kept at `cachePath`.
    package init(cachePath: String, files: [String]) {
        self.cachePath = cachePath
        self.files = files
    }

    /// The index of `runtime`'s intent folder, kept in its state folder.
    package init(runtime: RitualistRuntime) {
        self.init(
            cachePath: runtime.paths.stateDirectory + "/event-triggers-cache.json",
            files: DeclarationFiles.list(in: runtime.paths.intentsDirectory))
    }

    /// The intents with event triggers: from the index when every file is the one it remembers, otherwise from
    /// `everything` (a load of every declaration), after which the index is written again.
    package func lookup(loading everything: () -> Catalog) -> Found {
        var cache = FileIdentityCache(path: cachePath, section: "events")
        if let known = known(in: cache) { return Found(intents: known, catalog: nil) }
        let catalog = everything()
        var byFile: [String: [String]] = [:]
        for declaration in catalog.declarations where declaration.triggers.contains(where: { !$0.isTimed }) {
            byFile[declaration.location.path, default: []].append(declaration.name)
        }
        var intents: [String] = []
        for path in files {
            let names = byFile[path] ?? []
            intents += names
            guard !path.hasSuffix("/"), let identity = FileIdentityCache.Identity(path: path) else { continue }
            cache.remember(.object([("intents", .array(names.map(JSONValue.string)))]), for: identity)
        }
        cache.save()
        return Found(intents: intents, catalog: catalog)
    }

    /// The intents the index remembers, or nil when a file is new, changed or gone (or the folder unreadable).
    private func known(in cache: FileIdentityCache) -> [String]? {
        guard cache.count == files.count else { return nil }
        var intents: [String] = []
        for path in files {
            // A folder that could not be listed has no identity: its files are read every time.
            guard !path.hasSuffix("/"), let identity = FileIdentityCache.Identity(path: path),
                let names = cache.value(for: identity)?["intents"]?.arrayValue
            else { return nil }
            intents += names.compactMap(\.stringValue)
        }
        return intents
    }
}

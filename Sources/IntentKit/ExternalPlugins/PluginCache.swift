/// `plugins-cache.json`: what each plugin file answered to `describe`, by the file's identity. Safe to delete.
package struct PluginCache {
    package typealias Identity = FileIdentityCache.Identity

    package enum Answer: Equatable {
        case description(String)
        case problem(String)
    }

    private var cache: FileIdentityCache

    package init(path: String) {
        cache = FileIdentityCache(path: path, section: "plugins")
    }

    package func answer(for identity: Identity) -> Answer? {
        guard let value = cache.value(for: identity) else { return nil }
        if let text = value["describe"]?.stringValue { return .description(text) }
        if let text = value["problem"]?.stringValue { return .problem(text) }
        return nil
    }

    package mutating func remember(_ answer: Answer, for identity: Identity) {
        switch answer {
        case .description(let text): cache.remember(.object([("describe", .string(text))]), for: identity)
        case .problem(let text): cache.remember(.object([("problem", .string(text))]), for: identity)
        }
    }

    /// Writes what this run used, when anything changed (a new, changed or removed plugin).
    package func save() {
        cache.save()
    }
}

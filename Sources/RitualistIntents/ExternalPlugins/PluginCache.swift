import IntentKit

/// `plugins-cache.json`: what each plugin file answered to `describe`, by the file's identity. Safe to delete.
struct PluginCache {
    typealias Identity = FileIdentityCache.Identity

    enum Answer: Equatable {
        case description(String)
        case problem(String)
    }

    private var cache: FileIdentityCache

    init(path: String) {
        cache = FileIdentityCache(path: path, section: "plugins")
    }

    func answer(for identity: Identity) -> Answer? {
        guard let value = cache.value(for: identity) else { return nil }
        if let text = value["describe"]?.stringValue { return .description(text) }
        if let text = value["problem"]?.stringValue { return .problem(text) }
        return nil
    }

    mutating func remember(_ answer: Answer, for identity: Identity) {
        switch answer {
        case .description(let text): cache.remember(.object([("describe", .string(text))]), for: identity)
        case .problem(let text): cache.remember(.object([("problem", .string(text))]), for: identity)
        }
    }

    /// Writes what this run used, when anything changed (a new, changed or removed plugin).
    func save() {
        cache.save()
    }
}

/// Finds the entity a user meant: by id, then exact name (case-insensitive), then unique name prefix.
public enum EntityMatcher {
    public static func match(_ text: String, type: String, in candidates: [EntityCandidate])
        throws(ParameterError) -> EntityCandidate
    {
        let needle = text.trimmed
        if let byID = candidates.first(where: { $0.id.lowercased() == needle.lowercased() }) { return byID }
        let lowered = needle.lowercased()
        let exact = candidates.filter { $0.name.lowercased() == lowered }
        if exact.count == 1 { return exact[0] }
        let prefixed = needle.isEmpty ? [] : candidates.filter { $0.name.lowercased().hasPrefix(lowered) }
        if prefixed.count == 1 { return prefixed[0] }
        if prefixed.count > 1 {
            throw .ambiguousEntity(type: type, value: text, matches: prefixed.map(\.name).sorted())
        }
        let names = candidates.map(\.name)
        if let closest = Suggestion.closest(to: needle, in: names) {
            throw .unknownEntity(type: type, value: text, suggestions: [closest])
        }
        throw .unknownEntity(type: type, value: text, suggestions: Suggestion.ranked(needle, in: names, limit: 5))
    }
}

/// Finds the entity a user meant: by id, then exact name (case-insensitive), then unique name prefix.
package enum EntityMatcher {
    /// The candidate `text` names, or a usage error listing the ambiguous matches or the close names.
    package static func match(_ text: String, type: String, in candidates: [EntityCandidate])
        throws(ParameterError) -> EntityCandidate
    {
        let needle = text.trimmed
        let lowered = needle.lowercased()
        if let byID = candidates.first(where: { $0.lowercasedID == lowered }) { return byID }
        let exact = candidates.filter { $0.lowercasedName == lowered }
        if exact.count == 1 { return exact[0] }
        let prefixed = needle.isEmpty ? [] : candidates.filter { $0.lowercasedName.hasPrefix(lowered) }
        if prefixed.count == 1 { return prefixed[0] }
        if prefixed.count > 1 {
            throw .ambiguousEntity(type: type, value: text, matches: prefixed.map(\.name).sorted())
        }
        guard !candidates.isEmpty else { throw .noEntities(type: type, value: text) }
        throw .unknownEntity(type: type, value: text, suggestions: close(to: needle, in: candidates.map(\.name)))
    }

    /// The names close enough to `word` to be what was meant, closest first; none when nothing is close, so a
    /// typo never earns a list of unrelated names.
    static func close(to word: String, in names: [String]) -> [String] {
        let close = names.filter { Suggestion.closest(to: word, in: [$0]) != nil }
        guard let closest = Suggestion.closest(to: word, in: close) else { return [] }
        return [closest] + close.filter { $0 != closest }.prefix(4)
    }
}

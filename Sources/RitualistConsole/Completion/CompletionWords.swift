/// Filters completion candidates by what was typed, ignoring case.
///
/// Shells filter what a completion offers by the typed prefix, case-sensitively; a candidate that matches only
/// when case is ignored is offered with the typed prefix in front, so `comp` completes to `completeHabit`,
/// which names the same intent because names are looked up case-insensitively.
package enum CompletionWords {
    package static func matching(_ prefix: String, in candidates: [String]) -> [String] {
        guard !prefix.isEmpty else { return candidates }
        return candidates.compactMap { candidate in
            if candidate.hasPrefix(prefix) { return candidate }
            guard candidate.lowercased().hasPrefix(prefix.lowercased()) else { return nil }
            return prefix + candidate.dropFirst(prefix.count)
        }
    }
}

/// Picks the candidate closest to a misspelled word, for "Did you mean '…'?" hints.
///
/// Words and candidates longer than `maximumLength` characters are never compared, so a hostile argument costs
/// nothing.
package enum Suggestion {
    /// The closest candidate, compared case-insensitively, or nil when none is close enough.
    ///
    /// A candidate is close when its edit distance is at most a quarter of the longer word (at least 1),
    /// or when one word starts with the other.
    package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        guard let needle = comparable(word), !needle.isEmpty else { return nil }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            guard let other = comparable(candidate) else { continue }
            let distance = editDistance(needle, other)
            let limit = max(1, max(needle.count, other.count) / 4)
            let isPrefix = other.starts(with: needle) || needle.starts(with: other)
            guard distance <= limit || (isPrefix && min(needle.count, other.count) >= 3) else { continue }
            if distance < best?.distance ?? .max { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// " Did you mean 'x'?" or an empty string, ready to append to a message.
    package static func hint(for word: String, in candidates: some Sequence<String>) -> String {
        closest(to: word, in: candidates).map { " Did you mean '\($0)'?" } ?? ""
    }

    /// Up to `limit` candidates, nearest first, for when none is close enough to be "the" suggestion.
    package static func ranked(_ word: String, in candidates: [String], limit: Int) -> [String] {
        guard let needle = comparable(word) else { return [] }
        return
            candidates
            .compactMap { name in comparable(name).map { (name: name, distance: editDistance(needle, $0)) } }
            .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
            .prefix(limit)
            .map(\.name)
    }

    /// The longest word compared, in characters: no name people type or declare is longer, and the distance
    /// costs the product of the two lengths.
    package static let maximumLength = 64

    /// The word lowercased as characters, or nil when it is too long to be a name worth suggesting.
    private static func comparable(_ word: String) -> [Character]? {
        guard word.utf8.count <= maximumLength * 4 else { return nil }
        let characters = Array(word.lowercased())
        return characters.count <= maximumLength ? characters : nil
    }

    /// The Damerau–Levenshtein distance (optimal string alignment) between two words.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}

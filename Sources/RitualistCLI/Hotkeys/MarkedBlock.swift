/// A block of lines between two marker comments inside a file someone else owns: replacing it or removing it
/// leaves every other line as it was.
struct MarkedBlock {
    let begin: String
    let end: String

    /// `text` with the block replaced by `lines` (appended when absent; removed when `lines` is nil).
    func apply(_ lines: [String]?, to text: String) -> String {
        var existing = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if existing.last == "" { existing.removeLast() }
        var kept: [String] = [], inside = false, position: Int?
        for line in existing {
            if line == begin {
                inside = true
                position = position ?? kept.count
            } else if inside, line == end {
                inside = false
            } else if !inside {
                kept.append(line)
            }
        }
        guard let lines else {
            // The blank line install put before a block at the end of the file goes with it.
            if let position, position == kept.count, position > 0, kept[position - 1].isEmpty { kept.removeLast() }
            return kept.isEmpty ? "" : kept.joined(separator: "\n") + "\n"
        }
        let block = [begin] + lines + [end]
        let index = position ?? kept.count
        if position == nil, let last = kept.last, !last.isEmpty { kept.append("") }
        kept.insert(contentsOf: block, at: position == nil ? kept.count : index)
        return kept.joined(separator: "\n") + "\n"
    }
}

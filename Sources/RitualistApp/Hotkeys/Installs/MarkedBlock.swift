/// A block of lines between two marker comments inside a file someone else owns: replacing it or removing it
/// leaves every other byte as it was. What install adds around the block (the file itself, a line break, a blank
/// line) it notes inside the block, so that uninstall takes away exactly that.
struct MarkedBlock {
    /// What install added besides the block, noted on a comment line of the block.
    enum Addition: String, CaseIterable {
        case file = "created this file"
        case blankLine = "added the blank line above"
        case lineBreakAndBlankLine = "added a line break and the blank line above"
    }

    package let begin: String
    package let end: String
    /// How a note starts: `# ritual hotkeys: install `.
    let notePrefix: String

    /// The file's new text with the block replaced by `lines` (appended when absent), or with the block removed
    /// when `lines` is nil; nil when the file should go (install created it and nothing else is in it). `text` is
    /// nil for a file that does not exist. A marker without its pair is refused, naming its line.
    func apply(_ lines: [String]?, to text: String?, path: String) throws(HotkeyError) -> String? {
        guard let text else {
            guard let lines else { return nil }
            return (block(lines, [.file]) + [""]).joinedText(separator: "\n")
        }
        var (kept, position, additions) = try split(text, path: path)
        guard let lines else {
            guard var position else { return text }
            if additions.contains(.file), kept.allSatisfy(\.isEmpty) { return nil }
            if !additions.isDisjoint(with: [.blankLine, .lineBreakAndBlankLine]), position > 0,
                kept[position - 1].isEmpty
            {
                kept.remove(at: position - 1)
                position -= 1
            }
            if additions.contains(.lineBreakAndBlankLine), position == kept.count - 1, kept[position].isEmpty {
                kept.removeLast()
            }
            return kept.joinedText(separator: "\n")
        }
        if let position {
            kept.insert(contentsOf: block(lines, additions), at: position)
        } else if kept == [""] {
            kept = block(lines, []) + [""]
        } else if kept.last != "" {
            kept += [""] + block(lines, [.lineBreakAndBlankLine]) + [""]
        } else if kept.count >= 2, kept[kept.count - 2].isEmpty {
            kept.insert(contentsOf: block(lines, []), at: kept.count - 1)
        } else {
            kept.insert(contentsOf: [""] + block(lines, [.blankLine]), at: kept.count - 1)
        }
        return kept.joinedText(separator: "\n")
    }

    private func block(_ lines: [String], _ additions: Set<Addition>) -> [String] {
        [begin] + Addition.allCases.filter(additions.contains).map { notePrefix + $0.rawValue } + lines + [end]
    }

    /// The lines outside every block (the last one empty when the text ends with a line break), where the first
    /// block stood, and what install noted it had added.
    private func split(_ text: String, path: String) throws(HotkeyError) -> (
        kept: [String], position: Int?, additions: Set<Addition>
    ) {
        var kept: [String] = [], position: Int?, additions: Set<Addition> = [], open: Int?
        // Split on the byte: a Character holds "\r\n" whole, and a file's own line endings must come back as they were.
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        for (index, line) in lines.enumerated() {
            var bare = Substring(line)
            while let last = bare.last, last == " " || last == "\t" || last == "\r" { bare.removeLast() }
            if bare == begin {
                if let open {
                    throw .unbalancedMarker(
                        path: path, line: index + 1, marker: "begin marker",
                        problem: "comes before the end of the one on line \(open + 1)")
                }
                open = index
                position = position ?? kept.count
            } else if bare == end {
                guard open != nil else {
                    throw .unbalancedMarker(
                        path: path, line: index + 1, marker: "end marker", problem: "has no begin marker before it")
                }
                open = nil
            } else if open != nil {
                if bare.hasPrefix(notePrefix),
                    let addition = Addition(rawValue: String(bare.dropFirst(notePrefix.count)))
                {
                    additions.insert(addition)
                }
            } else {
                kept.append(line)
            }
        }
        if let open {
            throw .unbalancedMarker(
                path: path, line: open + 1, marker: "begin marker", problem: "has no end marker after it")
        }
        return (kept, position, additions)
    }
}

extension YAMLDocument {
    /// A file's text split into lines as editors and compilers number them, and the translation of libyaml's marks
    /// into those numbers.
    ///
    /// Lines end at LF, CR and CRLF. libyaml (YAML 1.1) also ends a line at NEL, U+2028 and U+2029, so after one of
    /// those its line numbers run ahead of the file's; `position(line:column:)` brings them back. A leading
    /// byte-order mark is not part of the text.
    struct SourceLines {
        /// The text without its byte-order mark, as libyaml reads it.
        let text: String
        /// Each line without its line break.
        let lines: [Substring]
        /// Where each of libyaml's lines starts (0-based line and column here); nil when they are the same lines.
        private let libyamlStarts: [(line: Int, column: Int)]?

        init(_ text: String) {
            self.text = text.hasPrefix("\u{FEFF}") ? String(text.unicodeScalars.dropFirst()) : text
            var lines: [Substring] = []
            var starts: [(line: Int, column: Int)] = [(0, 0)]
            var hasExtraBreaks = false
            let scalars = self.text.unicodeScalars
            var lineStart = scalars.startIndex, index = scalars.startIndex, column = 0
            while index < scalars.endIndex {
                let scalar = scalars[index]
                var next = scalars.index(after: index)
                column += 1
                switch scalar {
                case "\n", "\r":
                    if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" {
                        next = scalars.index(after: next)
                    }
                    lines.append(self.text[lineStart..<index])
                    lineStart = next
                    column = 0
                    starts.append((lines.count, 0))
                case "\u{85}", "\u{2028}", "\u{2029}":
                    hasExtraBreaks = true
                    starts.append((lines.count, column))
                default: break
                }
                index = next
            }
            lines.append(self.text[lineStart...])
            self.lines = lines
            libyamlStarts = hasExtraBreaks ? starts : nil
        }

        /// Line `number` (1-based), or nil past the end.
        func line(_ number: Int) -> String? {
            lines.indices.contains(number - 1) ? String(lines[number - 1]) : nil
        }

        /// The position here of libyaml's 1-based `line` and `column`.
        func position(line: Int, column: Int) -> (line: Int, column: Int) {
            guard let libyamlStarts, libyamlStarts.indices.contains(line - 1) else { return (line, column) }
            let start = libyamlStarts[line - 1]
            return (start.line + 1, start.column + column)
        }

        /// The 1-based line and column of the scalar at `index` of `text`.
        func position(of index: String.Index) -> (line: Int, column: Int) {
            var low = 0, high = lines.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lines[middle].startIndex <= index { low = middle } else { high = middle - 1 }
            }
            let start = lines[low].startIndex
            return (low + 1, text.unicodeScalars[start..<max(start, index)].count + 1)
        }
    }
}

import Primitives

extension Reference {
    /// One step of a path into a result: `.habits`, `.0`, `[0]`, `[Morning Run]`, `['Morning Run']`.
    ///
    /// On an object a segment names a field. On a list a number picks the element at that index (from 0) and any
    /// other text the element whose `name` is that text, so `habits.Read` and `habits[Morning Run]` reach one habit;
    /// quotes make the text a name even when it reads as a number (`habits['2025']`).
    package enum Segment: Sendable, Equatable, CustomStringConvertible {
        /// `.habits` or `.0`, written after a dot.
        case field(String)
        /// `[0]` or `[Morning Run]`, written in brackets without quotes.
        case bracket(String)
        /// `['Morning Run']`: always a field or a name, never an index.
        case quoted(String)

        /// The text the segment names, without its dot, brackets or quotes.
        package var text: String {
            switch self {
            case .field(let text), .bracket(let text), .quoted(let text): return text
            }
        }

        /// The index the segment picks from a list, when it is a number written without quotes.
        package var index: Int? {
            if case .quoted = self { return nil }
            guard !text.isEmpty, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber) else { return nil }
            return Int(text)
        }

        /// The segment as written after what precedes it.
        package var description: String {
            switch self {
            case .field(let text): return "." + text
            case .bracket(let text): return "[\(text)]"
            case .quoted(let text): return "['\(text)']"
            }
        }

        /// What the segment reaches in `value`; null when there is nothing there.
        package func select(in value: JSONValue) -> JSONValue {
            switch value {
            case .object: return value[text] ?? .null
            case .array(let items):
                if let index { return index < items.count ? items[index] : .null }
                return items.first { $0["name"]?.stringValue == text }
                    ?? items.first { $0["name"]?.stringValue?.lowercased() == text.lowercased() } ?? .null
            default: return .null
            }
        }

        /// What `path` reaches in `value`, segment by segment.
        package static func select(_ path: [Segment], in value: JSONValue) -> JSONValue {
            path.reduce(value) { value, segment in segment.select(in: value) }
        }

        /// `path` as written after a reference's head (`steps.day.result`): `.habits[0].completed`.
        package static func written(_ path: [Segment]) -> String {
            path.map(\.description).joined()
        }

        /// Splits `text` into segments: dotted names and bracketed ones; nil when it is not such a path.
        ///
        /// Outside brackets only name characters stand; inside, anything but `]` (and, quoted, the quote).
        static func parse(_ text: Substring) -> [Segment]? {
            var segments: [Segment] = []
            var rest = text
            var expectsName = true
            while let first = rest.first {
                if first == "[" {
                    guard let (segment, after) = bracketed(rest) else { return nil }
                    segments.append(segment)
                    rest = after
                    expectsName = false
                } else if first == "." {
                    guard !expectsName else { return nil }
                    rest = rest.dropFirst()
                    expectsName = true
                } else {
                    guard expectsName else { return nil }
                    let name = rest.prefix { $0 != "." && $0 != "[" }
                    guard !name.isEmpty, name.allSatisfy(ConditionLexer.isPlainNameCharacter) else { return nil }
                    segments.append(.field(String(name)))
                    rest = rest.dropFirst(name.count)
                    expectsName = false
                }
            }
            return expectsName ? nil : segments
        }

        /// `[text]` or `['text']` at the start of `text`, and what follows it.
        private static func bracketed(_ text: Substring) -> (Segment, Substring)? {
            let inner = text.dropFirst()
            if let quote = inner.first, quote == "'" || quote == "\"" {
                let quoted = inner.dropFirst()
                guard let end = quoted.firstIndex(of: quote) else { return nil }
                let after = quoted[quoted.index(after: end)...]
                guard after.first == "]" else { return nil }
                return (.quoted(String(quoted[..<end])), after.dropFirst())
            }
            guard let end = inner.firstIndex(of: "]") else { return nil }
            let name = inner[..<end].trimmed
            guard !name.isEmpty, !name.contains("["), !name.contains("'"), !name.contains("\"") else { return nil }
            return (.bracket(name), inner[inner.index(after: end)...])
        }
    }
}

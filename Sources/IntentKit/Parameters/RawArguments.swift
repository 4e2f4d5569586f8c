import Primitives

/// Arguments as a run receives them: `name=value` words and, optionally, a JSON object.
package struct RawArguments: Sendable, Equatable {
    /// Name and raw text, in the order given.
    package let pairs: [(name: String, value: String)]

    /// Equal when the same names and texts come in the same order.
    package static func == (lhs: RawArguments, rhs: RawArguments) -> Bool {
        lhs.pairs.count == rhs.pairs.count && zip(lhs.pairs, rhs.pairs).allSatisfy { $0 == $1 }
    }

    /// Arguments already split into names and texts.
    package init(pairs: [(name: String, value: String)]) {
        self.pairs = pairs
    }

    /// Reads `name=value` words and a `--params` JSON object; a name given twice is an error.
    package init(words: [String], json: String? = nil) throws(ParameterError) {
        var pairs: [(name: String, value: String)] = []
        for word in words {
            guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
                throw .malformedArgument(word)
            }
            pairs.append((String(word[..<equals]).trimmed, String(word[word.index(after: equals)...])))
        }
        if let json { pairs += try RawArguments.pairs(fromJSON: json) }
        try self.init(checking: pairs)
    }

    /// Reads a JSON object already parsed, as `init(words: [], json:)` reads its text.
    package init(json: JSONValue) throws(ParameterError) {
        try self.init(checking: RawArguments.pairs(from: json))
    }

    private init(checking pairs: [(name: String, value: String)]) throws(ParameterError) {
        var seen: Set<String> = []
        for pair in pairs where !seen.insert(pair.name).inserted {
            throw .duplicate(parameter: pair.name)
        }
        self.pairs = pairs
    }

    /// The arguments as an object of strings, as the journal records what was asked.
    package var json: JSONValue { .object(pairs.map { ($0.name, .string($0.value)) }) }

    private static func pairs(fromJSON text: String) throws(ParameterError) -> [(name: String, value: String)] {
        let value: JSONValue
        do {
            value = try JSONParser.parse(text)
        } catch {
            throw .malformedJSON("not JSON (\(error.description))")
        }
        return try pairs(from: value)
    }

    private static func pairs(from value: JSONValue) throws(ParameterError) -> [(name: String, value: String)] {
        guard case .object(let members) = value else { throw .malformedJSON("expected a JSON object") }
        var pairs: [(name: String, value: String)] = []
        for (name, member) in members {
            switch member {
            case .string, .int, .double, .bool: pairs.append((name, member.literal))
            case .null: continue
            case .array, .object: throw .malformedJSON("the value of '\(name)' must be a string, number or boolean")
            }
        }
        return pairs
    }
}

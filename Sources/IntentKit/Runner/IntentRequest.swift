/// One request to run an intent as a line of `run --batch` holds it: `{"intent": NAME, "params": {...}}`.
package struct IntentRequest: Sendable {
    /// The intent's name.
    package let intent: String
    /// The parameters, an object (empty when the line gives none).
    package let params: JSONValue

    /// What makes a line not a request, said for a person: `duplicate key 'intent'`.
    package enum Problem: Error, Equatable, CustomStringConvertible {
        case notJSON(JSONParser.Failure)
        case notAnObject(found: String)
        case unknownKey(String)
        case duplicateKey(String)
        case wrongType(key: String, expected: String, found: String)
        case noIntent

        static let keys = ["intent", "params"]
        static let shape = #"(expected {"intent": NAME, "params": {...}})"#

        /// The problem, in the words a batch's error line gives it.
        package var description: String {
            switch self {
            case .notJSON(let failure): return "not JSON (\(failure))"
            case .notAnObject(let found): return "expected an object, found \(found) \(Self.shape)"
            case .unknownKey(let key):
                return "unknown key '\(key.clipped())' (expected 'intent' and 'params')."
                    + Suggestion.hint(for: key, in: Self.keys)
            case .duplicateKey(let key): return "duplicate key '\(key)'"
            case let .wrongType(key, expected, found): return "'\(key)' must be \(expected), found \(found)"
            case .noIntent: return "no 'intent' \(Self.shape)"
            }
        }
    }

    /// Reads one line, or says what is wrong with it.
    package init(line text: String) throws(Problem) {
        let value: JSONValue
        do {
            value = try JSONParser.parse(text)
        } catch {
            throw .notJSON(error)
        }
        guard case .object(let pairs) = value else { throw .notAnObject(found: value.kind) }
        var seen: Set<String> = []
        for (key, _) in pairs {
            guard Problem.keys.contains(key) else { throw .unknownKey(key) }
            guard seen.insert(key).inserted else { throw .duplicateKey(key) }
        }
        guard let intentValue = value["intent"] else { throw .noIntent }
        guard case .string(let intent) = intentValue else {
            throw .wrongType(key: "intent", expected: "text", found: intentValue.kind)
        }
        let params = value["params"] ?? .object([])
        guard case .object = params else { throw .wrongType(key: "params", expected: "an object", found: params.kind) }
        self.intent = intent
        self.params = params
    }
}

extension JSONValue {
    /// What the value is, for a message: `a number`, `text`, `a list`.
    fileprivate var kind: String {
        switch self {
        case .null: return "null"
        case .bool: return "true or false"
        case .int, .double: return "a number"
        case .string: return "text"
        case .array: return "a list"
        case .object: return "an object"
        }
    }
}

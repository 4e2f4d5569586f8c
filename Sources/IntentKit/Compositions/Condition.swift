/// A step's `if:`: comparisons of references and literals, combined with `and`, `or`, `not` and parentheses.
///
/// `steps.meditate.ok and (steps.status.result.remaining > 0 or not steps.status.result.allCompleted)`
package indirect enum Condition: Sendable, Equatable {
    case literal(JSONValue)
    case reference(Reference)
    case compare(Condition, Comparison, Condition)
    /// Every term is true; a chain `a and b and c` is one flat list, so its length costs no depth.
    case and([Condition])
    /// Any term is true.
    case or([Condition])
    case not(Condition)

    /// A comparison operator, spelled as conditions write it.
    package enum Comparison: String, Sendable {
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    }

    /// How deep parentheses and `not` may nest: parsing and evaluation recurse once a level.
    package static let maximumDepth = 32

    /// Parses a whole condition, or says where it stops making sense.
    static func parse(_ text: String) throws(CompositionSyntaxError) -> Condition {
        var parser = ConditionParser(tokens: try ConditionLexer.tokens(text))
        return try parser.parseWhole()
    }

    /// Every reference the condition holds.
    package var references: [Reference] {
        switch self {
        case .literal: return []
        case .reference(let reference): return [reference]
        case .compare(let left, _, let right): return left.references + right.references
        case .and(let terms), .or(let terms): return terms.flatMap(\.references)
        case .not(let inner): return inner.references
        }
    }

    func value(in scope: CompositionScope) -> JSONValue {
        switch self {
        case .literal(let value): return value
        case .reference(let reference): return scope.value(of: reference)
        case let .compare(left, comparison, right):
            return .bool(comparison.holds(left.value(in: scope), right.value(in: scope)))
        case .and(let terms): return .bool(terms.allSatisfy { $0.holds(in: scope) })
        case .or(let terms): return .bool(terms.contains { $0.holds(in: scope) })
        case .not(let inner): return .bool(!inner.holds(in: scope))
        }
    }

    /// Whether the condition is true: false, null, zero and empty text are false; anything else is true.
    func holds(in scope: CompositionScope) -> Bool {
        switch value(in: scope) {
        case .null: return false
        case .bool(let value): return value
        case .int(let value): return value != 0
        case .double(let value): return value != 0
        case .string(let text): return !text.isEmpty
        case .array(let items): return !items.isEmpty
        case .object: return true
        }
    }
}

extension Condition.Comparison {
    /// Numbers compare as numbers and text as text; ordering anything else is false.
    func holds(_ left: JSONValue, _ right: JSONValue) -> Bool {
        switch self {
        case .equal: return left == right
        case .notEqual: return left != right
        default: break
        }
        if let a = left.number, let b = right.number { return ordered(a, b) }
        if case .string(let a) = left, case .string(let b) = right { return ordered(a, b) }
        return false
    }

    private func ordered<T: Comparable>(_ a: T, _ b: T) -> Bool {
        switch self {
        case .less: return a < b
        case .lessOrEqual: return a <= b
        case .greater: return a > b
        case .greaterOrEqual: return a >= b
        case .equal, .notEqual: return false
        }
    }
}

extension JSONValue {
    fileprivate var number: Double? {
        switch self {
        case .int(let value): return Double(value)
        case .double(let value): return value
        default: return nil
        }
    }
}

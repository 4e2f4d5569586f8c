/// A recursive-descent reader of condition tokens: `or` binds loosest, then `and`, `not`, comparisons.
///
/// Parentheses and `not` recurse, so they nest at most `Condition.maximumDepth` levels; a chain of `and` or `or`
/// is read in a loop into one flat list, however long.
struct ConditionParser {
    let tokens: [ConditionLexer.Token]
    var position = 0
    private var depth = 0

    init(tokens: [ConditionLexer.Token]) {
        self.tokens = tokens
    }

    mutating func parseWhole() throws(CompositionSyntaxError) -> Condition {
        let condition = try parseOr()
        if position < tokens.count {
            throw .unexpected(token: tokens[position].shown, expected: "'and', 'or' or the end of the condition")
        }
        return condition
    }

    private var next: ConditionLexer.Token? { position < tokens.count ? tokens[position] : nil }

    private mutating func take(_ token: ConditionLexer.Token) -> Bool {
        guard next == token else { return false }
        position += 1
        return true
    }

    /// Reads what `read` reads one level deeper, refusing a level past the bound before recursing into it.
    private mutating func nested(_ read: (inout Self) throws(CompositionSyntaxError) -> Condition)
        throws(CompositionSyntaxError) -> Condition
    {
        guard depth < Condition.maximumDepth else { throw .tooDeep(limit: Condition.maximumDepth) }
        depth += 1
        defer { depth -= 1 }
        return try read(&self)
    }

    private mutating func parseOr() throws(CompositionSyntaxError) -> Condition {
        var terms = [try parseAnd()]
        while take(.name("or")) { terms.append(try parseAnd()) }
        return terms.count == 1 ? terms[0] : .or(terms)
    }

    private mutating func parseAnd() throws(CompositionSyntaxError) -> Condition {
        var terms = [try parseNot()]
        while take(.name("and")) { terms.append(try parseNot()) }
        return terms.count == 1 ? terms[0] : .and(terms)
    }

    private mutating func parseNot() throws(CompositionSyntaxError) -> Condition {
        if take(.name("not")) {
            return .not(try nested { parser throws(CompositionSyntaxError) in try parser.parseNot() })
        }
        let left = try parsePrimary()
        guard case .symbol(let symbol)? = next, let comparison = Condition.Comparison(rawValue: symbol) else {
            return left
        }
        position += 1
        return .compare(left, comparison, try parsePrimary())
    }

    private mutating func parsePrimary() throws(CompositionSyntaxError) -> Condition {
        guard let token = next else {
            throw .unexpected(token: "end of the condition", expected: "a value, a reference or '('")
        }
        position += 1
        switch token {
        case .number(let value):
            return .literal(value.rounded() == value && abs(value) < 1e15 ? .int(Int(value)) : .double(value))
        case .string(let text): return .literal(.string(text))
        case .symbol("("):
            let inner = try nested { parser throws(CompositionSyntaxError) in try parser.parseOr() }
            guard take(.symbol(")")) else {
                throw .unexpected(token: next?.shown ?? "end of the condition", expected: "')'")
            }
            return inner
        case .name("true"): return .literal(.bool(true))
        case .name("false"): return .literal(.bool(false))
        case .name("null"): return .literal(.null)
        case .name(let word) where !["and", "or", "not"].contains(word):
            guard let reference = Reference(dotted: word) else { throw .invalidReference(word) }
            return .reference(reference)
        default:
            throw .unexpected(token: token.shown, expected: "a value, a reference or '('")
        }
    }
}

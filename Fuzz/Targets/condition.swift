// Fuzzes a step's `if:`: `Condition.parse` over one text, then the condition evaluated against a scope of
// parameters and step results.
//
// Besides crashes (a stack overflow is one), two properties are checked:
// - what parses nests no deeper than `Condition.maximumDepth` levels of parentheses and `not`;
// - wrapping what parses in parentheses up to the bound keeps its value, and one level more is refused.
@testable import IntentKit

private let scope: CompositionScope = {
    var scope = CompositionScope(
        parameters: BoundParameters(
            intent: "Fuzz",
            values: [("by", .integer(3)), ("name", .string("Squats")), ("on", .boolean(true))]))
    scope.steps["first"] = StepRecord(
        id: "first", target: .intent("Echo"), status: .ok, failure: nil,
        result: .object([("count", .int(2)), ("names", .array([.string("a")])), ("nested", .object([("x", .null)]))]),
        text: nil)
    scope.steps["broke"] = StepRecord(
        id: "broke", target: .intent("Refuse"), status: .failed,
        failure: Outcome.Failure(caseName: "notToday", message: "Not today.", category: .rejected), result: nil,
        text: nil)
    return scope
}()

/// The levels of parentheses and `not` a parsed condition holds (parentheses leave no node: counted as written).
private func notDepth(_ condition: Condition) -> Int {
    switch condition {
    case .literal, .reference: return 0
    case .not(let inner): return 1 + notDepth(inner)
    case .compare(let left, _, let right): return max(notDepth(left), notDepth(right))
    case .and(let terms), .or(let terms): return terms.map(notDepth).max() ?? 0
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCondition(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let parsed: Condition
    do {
        parsed = try Condition.parse(text)
    } catch {
        _ = error.description
        return 0
    }
    if notDepth(parsed) > Condition.maximumDepth {
        fatalError("a condition nested past the bound parsed: \(text.debugDescription)")
    }
    let holds = parsed.holds(in: scope)
    _ = parsed.references
    // Depth as written: each '(' opens a level, each 'not' adds one; the deepest point must be within the bound.
    let room = Condition.maximumDepth - writtenDepth(text)
    if room > 0 {
        let wrapped = String(repeating: "(", count: room) + text + String(repeating: ")", count: room)
        guard let again = try? Condition.parse(wrapped), again.holds(in: scope) == holds else {
            fatalError("a condition in parentheses within the bound changed: \(text.debugDescription)")
        }
    }
    let over = String(repeating: "(", count: Condition.maximumDepth + 1) + text
        + String(repeating: ")", count: Condition.maximumDepth + 1)
    if (try? Condition.parse(over)) != nil {
        fatalError("a condition in more parentheses than the bound parsed: \(text.debugDescription)")
    }
    return 0
}

/// The deepest nesting of '(' and `not` as the parser counts it, from the tokens of a text that parsed.
private func writtenDepth(_ text: String) -> Int {
    guard let tokens = try? ConditionLexer.tokens(text) else { return Condition.maximumDepth }
    var deepest = 0, open: [Int] = [0]
    for token in tokens {
        switch token {
        case .symbol("("): open.append(open[open.count - 1] + 1)
        case .symbol(")"): if open.count > 1 { open.removeLast() }
        case .name("not"): open[open.count - 1] += 1
        default: break
        }
        deepest = max(deepest, open[open.count - 1])
    }
    return deepest
}

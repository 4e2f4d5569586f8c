// Fuzzes a step's values: `Template.parse` over one text, then the template rendered against a scope whose
// values are long, so that a few holes reach the bound of a rendered value.
//
// Besides crashes, three properties are checked:
// - a rendered value is never longer than `Template.maximumRenderedSize` bytes: past it, rendering throws;
// - rendering throws only when the value would really be longer (the parts, measured one by one, say so);
// - a text without `{{` is a literal of itself.
@testable import IntentKit

private let long = String(repeating: "ab", count: 6_000)

private let scope: CompositionScope = {
    var scope = CompositionScope(
        parameters: BoundParameters(intent: "Fuzz", values: [("by", .integer(3)), ("long", .string(long))]))
    scope.steps["first"] = StepRecord(
        id: "first", target: .intent("Echo"), status: .ok, failure: nil,
        result: .object([("count", .int(2)), ("text", .string(long + long)), ("list", .array([.string(long)]))]),
        text: nil)
    return scope
}()

/// The bytes the template would render to, measured part by part without building the text.
private func renderedSize(of template: Template) -> Int? {
    func literal(_ reference: Reference) -> Int {
        let value = scope.value(of: reference)
        return value == .null ? 0 : value.literal.utf8.count
    }
    switch template {
    case .literal(let text): return text.utf8.count
    case .reference(let reference): return scope.value(of: reference) == .null ? nil : literal(reference)
    case .text(let parts):
        return parts.reduce(0) { total, part in
            switch part {
            case .literal(let text): return total + text.utf8.count
            case .reference(let reference): return total + literal(reference)
            }
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplate(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let template: Template
    do {
        template = try Template.parse(text)
    } catch {
        _ = error.description
        return 0
    }
    if !text.contains("{{"), template != .literal(text) {
        fatalError("a text without '{{' is not a literal of itself: \(text.debugDescription)")
    }
    _ = template.references
    let expected = renderedSize(of: template)
    do {
        let rendered = try template.render(in: scope, for: "'value'")
        if let rendered, rendered.utf8.count > Template.maximumRenderedSize {
            fatalError("a template rendered past the bound: \(text.debugDescription)")
        }
        if rendered?.utf8.count != expected {
            fatalError("a template rendered to another size than its parts: \(text.debugDescription)")
        }
    } catch {
        guard let expected, expected > Template.maximumRenderedSize else {
            fatalError("a template within the bound was refused: \(text.debugDescription)")
        }
        _ = error.message
    }
    return 0
}

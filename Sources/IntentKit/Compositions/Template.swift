/// A step's parameter value: text with `{{ reference }}` holes, filled in when the step runs.
///
/// A value that is exactly one template keeps the type of what it names; any other value is text.
public enum Template: Sendable, Equatable {
    case literal(String)
    case reference(Reference)
    case text([Part])

    public enum Part: Sendable, Equatable {
        case literal(String)
        case reference(Reference)
    }

    /// Parses `text`, or says why it is not a template.
    static func parse(_ text: String) throws(CompositionSyntaxError) -> Template {
        var parts: [Part] = []
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            if open.lowerBound > rest.startIndex { parts.append(.literal(String(rest[..<open.lowerBound]))) }
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                throw .unclosedTemplate(text)
            }
            let inner = String(rest[open.upperBound..<close.lowerBound]).trimmed
            guard let reference = Reference(dotted: inner), inner.allSatisfy(ConditionLexer.isNameCharacter)
            else { throw .invalidReference(inner) }
            parts.append(.reference(reference))
            rest = rest[close.upperBound...]
        }
        if !rest.isEmpty { parts.append(.literal(String(rest))) }
        switch parts.count {
        case 0: return .literal("")
        case 1:
            if case .reference(let reference) = parts[0] { return .reference(reference) }
            return .literal(text)
        default: return .text(parts)
        }
    }

    /// Every reference the template holds.
    public var references: [Reference] {
        switch self {
        case .literal: return []
        case .reference(let reference): return [reference]
        case .text(let parts):
            return parts.compactMap { if case .reference(let reference) = $0 { reference } else { nil } }
        }
    }

    /// The raw text the binder coerces, or nil when the value is exactly one reference to nothing (null).
    func render(in scope: CompositionScope) -> String? {
        switch self {
        case .literal(let text): return text
        case .reference(let reference):
            let value = scope.value(of: reference)
            return value == .null ? nil : value.literal
        case .text(let parts):
            return parts.map { part in
                switch part {
                case .literal(let text): return text
                case .reference(let reference):
                    let value = scope.value(of: reference)
                    return value == .null ? "" : value.literal
                }
            }.joined()
        }
    }
}

/// A step's parameter value: text with `{{ reference }}` holes, filled in when the step runs.
///
/// A value that is exactly one template keeps the type of what it names; any other value is text.
package enum Template: Sendable, Equatable {
    case literal(String)
    case reference(Reference)
    case text([Part])

    /// A piece of a text template: literal text or a hole.
    package enum Part: Sendable, Equatable {
        case literal(String)
        case reference(Reference)
    }

    /// Parses `text`, or says why it is not a template, in one pass over its bytes however many holes it has.
    static func parse(_ text: String) throws(CompositionSyntaxError) -> Template {
        var parts: [Part] = []
        let bytes = Array(text.utf8)
        let brace = UInt8(ascii: "{"), closing = UInt8(ascii: "}")
        func pair(_ byte: UInt8, at index: Int) -> Bool {
            index + 1 < bytes.count && bytes[index] == byte && bytes[index + 1] == byte
        }
        var literalStart = 0, index = 0
        while index < bytes.count {
            guard pair(brace, at: index) else {
                index += 1
                continue
            }
            if index > literalStart {
                parts.append(.literal(String(decoding: bytes[literalStart..<index], as: UTF8.self)))
            }
            var end = index + 2
            while end < bytes.count, !pair(closing, at: end) { end += 1 }
            guard end < bytes.count else { throw .unclosedTemplate(text) }
            let inner = String(decoding: bytes[(index + 2)..<end], as: UTF8.self).trimmed
            guard let reference = Reference(dotted: inner) else { throw .invalidReference(inner) }
            parts.append(.reference(reference))
            index = end + 2
            literalStart = index
        }
        if bytes.count > literalStart {
            parts.append(.literal(String(decoding: bytes[literalStart...], as: UTF8.self)))
        }
        switch parts.count {
        case 0: return .literal("")
        case 1:
            if case .reference(let reference) = parts[0] { return .reference(reference) }
            return .literal(text)
        default: return .text(parts)
        }
    }

    /// Every reference the template holds.
    package var references: [Reference] {
        switch self {
        case .literal: return []
        case .reference(let reference): return [reference]
        case .text(let parts):
            return parts.compactMap { if case .reference(let reference) = $0 { reference } else { nil } }
        }
    }

    /// The most bytes one rendered value may hold: rendering stops past it and the step fails, so that templates
    /// feeding one another down a chain of compositions cannot multiply a value without end.
    package static let maximumRenderedSize = 65_536

    /// The raw text the binder coerces, or nil when the value is exactly one reference to nothing (null);
    /// `template` names it in the error of a value past `maximumRenderedSize`.
    func render(in scope: CompositionScope, for template: String = "the value") throws(CompositionError) -> String? {
        let limit = Self.maximumRenderedSize
        let tooLarge = CompositionError.valueTooLarge(template: template, limit: limit)
        switch self {
        case .literal(let text):
            guard text.utf8.count <= limit else { throw tooLarge }
            return text
        case .reference(let reference):
            let value = scope.value(of: reference)
            guard value != .null else { return nil }
            let text = value.literal
            guard text.utf8.count <= limit else { throw tooLarge }
            return text
        case .text(let parts):
            var rendered = ""
            var size = 0
            for part in parts {
                let piece: String
                switch part {
                case .literal(let text): piece = text
                case .reference(let reference):
                    let value = scope.value(of: reference)
                    piece = value == .null ? "" : value.literal
                }
                size += piece.utf8.count
                guard size <= limit else { throw tooLarge }
                rendered += piece
            }
            return rendered
        }
    }
}

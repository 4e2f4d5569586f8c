/// The words of one failure message with named placeholders, such as `No intent named '{name}'.{suggestion}`:
/// written once beside the failure case that uses it, filled with an error's values when the error renders.
///
/// A placeholder is a name of ASCII letters and digits in braces; any other brace is text. Values go in as they
/// are (the template does the quoting, the error the clipping), and a value is never read as a template itself.
///
/// ```swift
/// let template: MessageTemplate = "No intent named '{name}'."
/// template.filled(["name": "Medidate"]).text  // No intent named 'Medidate'.
/// ```
public struct MessageTemplate: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The template as written, placeholders in braces.
    public let text: String

    /// The template `text`.
    public init(_ text: String) {
        self.text = text
    }

    /// The template written as a literal.
    public init(stringLiteral text: String) {
        self.text = text
    }

    /// The template as written.
    public var description: String { text }

    /// The two templates one after the other, so that a long one can be written on several lines.
    public static func + (lhs: MessageTemplate, rhs: MessageTemplate) -> MessageTemplate {
        MessageTemplate(lhs.text + rhs.text)
    }

    /// The names of the placeholders, each once, in the order they first appear.
    public var placeholders: [String] {
        var names: [String] = []
        for case .placeholder(let name) in pieces where !names.contains(name) {
            names.append(name)
        }
        return names
    }

    /// The template with `values` for its placeholders; the text is made when it is read.
    public func filled(_ values: [String: String] = [:]) -> FilledTemplate {
        FilledTemplate(template: self, values: values)
    }

    /// One run of text, or one placeholder.
    enum Piece: Equatable {
        case text(Substring)
        case placeholder(String)
    }

    /// The template cut into text and placeholders, in order.
    var pieces: [Piece] {
        var pieces: [Piece] = []
        var textStart = text.startIndex
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "{") {
            let nameStart = text.index(after: open)
            guard let close = text[nameStart...].firstIndex(of: "}"), Self.isName(text[nameStart..<close]) else {
                index = nameStart
                continue
            }
            if textStart < open { pieces.append(.text(text[textStart..<open])) }
            pieces.append(.placeholder(String(text[nameStart..<close])))
            index = text.index(after: close)
            textStart = index
        }
        if textStart < text.endIndex { pieces.append(.text(text[textStart...])) }
        return pieces
    }

    private static func isName(_ name: Substring) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }
}

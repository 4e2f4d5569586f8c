/// A template with the values of one error: what it renders to, and what a test checks (every placeholder given a
/// value, every value used).
public struct FilledTemplate: Sendable, Hashable, CustomStringConvertible {
    /// The words, with their placeholders.
    public let template: MessageTemplate
    /// The value of each placeholder, by name.
    public let values: [String: String]

    /// The template `template` with `values`.
    public init(template: MessageTemplate, values: [String: String]) {
        self.template = template
        self.values = values
    }

    /// The message: each placeholder replaced by its value; one without a value stays as written, in braces, so
    /// that the gap shows.
    public var text: String {
        template.pieces.reduce(into: "") { text, piece in
            switch piece {
            case .text(let words): text += words
            case .placeholder(let name): text += values[name] ?? "{\(name)}"
            }
        }
    }

    /// The placeholders no value was given for, in order.
    public var unfilled: [String] { template.placeholders.filter { values[$0] == nil } }

    /// The values given for no placeholder of the template, by name.
    public var unused: [String] { values.keys.filter { !template.placeholders.contains($0) }.sorted() }

    /// The message.
    public var description: String { text }
}

/// A failure whose message is one of its case's templates filled with its values: the one way an error's words
/// are rendered, for the strict message, the JSON envelope and the journal alike.
public protocol TemplatedMessage {
    /// The template this error's message is made from, with its values.
    var filledTemplate: FilledTemplate { get }
}

extension TemplatedMessage {
    /// The message for a person: the filled template.
    public var message: String { filledTemplate.text }
}

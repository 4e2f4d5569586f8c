/// What an action returns: a value for scripts and a line for people.
public protocol ActionOutput: Sendable {
    /// The `result` of the outcome object.
    var json: JSONValue { get }
    /// A short human sentence (`Completed 'Meditate' on 2025-11-08.`).
    var text: String { get }
}

/// A ready-made output for actions that need no type of their own.
public struct ActionResult: ActionOutput {
    public let json: JSONValue
    public let text: String

    public init(json: JSONValue, text: String) {
        self.json = json
        self.text = text
    }
}

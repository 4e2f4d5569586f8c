/// What an action returns: a value for scripts and a line for people.
public protocol ActionOutput: Sendable {
    /// The `result` of the outcome object.
    var json: JSONValue { get }
    /// A short human sentence (`Completed 'Meditate' on 2025-11-08.`).
    var text: String { get }
    /// What `json` can hold, for `check` to see that a path a composition follows into it can reach something.
    static var resultShape: ResultShape { get }
}

extension ActionOutput {
    /// Not known: every path into the result is let through.
    public static var resultShape: ResultShape { .unknown }
}

/// A ready-made output for actions that need no type of their own.
public struct ActionResult: ActionOutput {
    /// The value scripts read, as the outcome's `result`.
    public let json: JSONValue
    /// The sentence a person reads.
    public let text: String

    /// An output with the value for scripts and the sentence for people.
    public init(json: JSONValue, text: String) {
        self.json = json
        self.text = text
    }
}

import IntentKit

/// Where commands write: stdout for results, stderr for errors, a line at a time, through the current console.
enum Output {
    static func line(_ text: String) {
        Console.current.write(.output, text + "\n")
    }

    /// Text with no line break after it, such as a question.
    static func prompt(_ text: String) {
        Console.current.write(.output, text)
    }

    static func error(_ text: String) {
        Console.current.write(.error, text + "\n")
    }

    static func json(_ value: JSONValue) {
        line(value.serialized(pretty: true))
    }
}

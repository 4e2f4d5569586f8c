import IntentKit

/// One step the tour shows: a note to the reader, or a command with what it printed.
package struct TourStep: Sendable, Equatable {
    package enum Kind: String, Sendable {
        case note, command
    }

    package let kind: Kind
    /// The note, or the command line as a person would type it.
    package let text: String
    /// What the command printed, a line at a time; a note has none.
    package var output: [String] = []

    /// `{"kind": "note"|"command", "text", "output": [...]}`.
    package var json: JSONValue {
        .object([
            ("kind", .string(kind.rawValue)), ("text", .string(text)), ("output", .array(output.map(JSONValue.string))),
        ])
    }
}

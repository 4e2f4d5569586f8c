import IntentKit
import Primitives
import RitualistApp

/// Where commands write: stdout for results, stderr for errors, a line at a time, through the current console.
/// Everything is escaped for the terminal (`TerminalText`) unless a renderer styled it itself.
package enum Output {
    package static func line(_ text: String) {
        Console.current.write(.output, TerminalText.escaped(text) + "\n")
    }

    /// Several lines written at once.
    package static func lines(_ texts: [String]) {
        guard !texts.isEmpty else { return }
        var output = ""
        output.reserveCapacity(texts.reduce(0) { $0 + $1.utf8.count + 1 })
        for text in texts {
            output += TerminalText.escaped(text)
            output += "\n"
        }
        Console.current.write(.output, output)
    }

    /// Text with no line break after it, such as a question.
    package static func prompt(_ text: String) {
        Console.current.write(.output, TerminalText.escaped(text))
    }

    package static func error(_ text: String) {
        Console.current.write(.error, TerminalText.escaped(text) + "\n")
    }

    /// An intent's result: its JSON when the command was asked for `--json`, else its text.
    package static func result(_ output: some ActionOutput, json: Bool) {
        if json { self.json(output.json) } else { line(output.text) }
    }

    package static func json(_ value: JSONValue) {
        line(value.serialized(pretty: true))
    }

    /// A line a renderer styled with escape sequences of its own, having escaped the data it placed in it.
    package static func styled(_ text: String) {
        Console.current.write(.output, text + "\n")
    }
}

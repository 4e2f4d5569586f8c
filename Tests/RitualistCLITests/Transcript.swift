import Foundation
import Testing

/// The transcripts of one Markdown page, in the order the page gives them.
///
/// - A ```console block shows commands as a person types them (`$ …`) and what each prints after it. A `ritual`
///   command is run in process; any other (`cp`, `mkdir`) by `/bin/sh` in the package's folder.
/// - `<!-- console` … `-->` holds steps written the same way that the page does not show, such as the logs an
///   example needs before it.
/// - `<!-- setup` … `-->` holds a shell script the page does not show, run in the package's folder, for what a
///   command line cannot make (a git repository with commits, a file of a plugin's input).
struct Transcript {
    /// One step of a page: a command and the lines printed after it, or a setup script.
    struct Step {
        enum Kind: Equatable {
            /// `ritual` and its words as a shell would split them.
            case ritual
            /// Another command, run by `/bin/sh`.
            case shell
            /// A hidden script, run by `/bin/sh`, which must succeed; what it prints is not compared.
            case setup
        }

        var kind: Kind
        var command: String
        var expected: [String] = []
        /// Whether the page shows the step, or holds it in a comment.
        var shown = true
    }

    var steps: [Step] = []

    /// The blocks a page's steps come from, by the line that opens each and the text that closes it.
    private static let openings: [(opening: String, closing: String, shown: Bool, setup: Bool)] = [
        ("```console\n", "\n```", true, false),
        ("<!-- console\n", "\n-->", false, false),
        ("<!-- setup\n", "\n-->", false, true),
    ]

    /// The steps of `text`; `blocks` stops after that many blocks, hidden ones included.
    init(page text: String, file: String, blocks: Int = .max) throws {
        var rest = Substring(text)
        var read = 0
        while read < blocks {
            let found = Self.openings.compactMap { block in rest.range(of: block.opening).map { ($0, block) } }
                .min { $0.0.lowerBound < $1.0.lowerBound }
            guard let (range, block) = found else { break }
            let body = rest[range.upperBound...]
            let end = try #require(body.range(of: block.closing), "\(file): a block that never closes")
            rest = body[end.upperBound...]
            read += 1
            if block.setup {
                steps.append(Step(kind: .setup, command: String(body[..<end.lowerBound]), shown: false))
            } else {
                try add(lines: body[..<end.lowerBound].components(separatedBy: "\n"), shown: block.shown, file: file)
            }
        }
    }

    private mutating func add(lines: [String], shown: Bool, file: String) throws {
        var skipping = false
        for line in lines {
            if line.hasPrefix("$ ") {
                let command = String(line.dropFirst(2))
                // A command that writes a file outside the home is shown, not run: it would write beside the package.
                skipping = command.contains("--output") && !command.contains("--output ~/")
                if !skipping {
                    let kind: Step.Kind = command.hasPrefix("ritual ") || command == "ritual" ? .ritual : .shell
                    steps.append(Step(kind: kind, command: command, shown: shown))
                }
            } else if !skipping {
                try #require(!steps.isEmpty, "\(file): output before any command: \(line)")
                steps[steps.count - 1].expected.append(line)
            }
        }
    }
}

import Foundation

/// Writes the argument parser's declarations of the commands whose words RitualistConsole declares in a
/// `CommandWords` table (`static let words = CommandWords<StatusRequest>(path: ["status"], …)`): for each, the
/// command's `ParsableCommand` type, `StatusCommand`, with one property per word in the table's order, its name,
/// help and completion taken from the table, and the request made by the table's own setters. The command's own
/// file extends it with its configuration and `run`. Usage: CommandArgumentsTool OUTPUT
/// SOURCE…
///
/// It reads only what the Swift compiler cannot give it at build time, each word's kind, name and value type, from
/// the shape the tables are written in; a table it cannot read stops the build.

struct Word {
    var kind: String
    var name: String
    /// The value's type; `String` for `arguments`, and unused for a flag.
    var type: String
    var hasDefault: Bool

    /// `no-prompt` as `noPrompt`.
    var property: String {
        let parts = name.split(separator: "-")
        return parts.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.capitalized }.joined()
    }
}

struct Table {
    var request: String
    /// The command's names, `["hotkeys", "fire"]`.
    var path: [String]
    var words: [Word]

    /// `HotkeysFireCommand`: the names capitalized, then `Command`.
    var command: String { path.map(\.capitalized).joined() + "Command" }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(1)
}

/// The text of capture `index` of `match`, or nil when that group matched nothing.
func capture(_ match: Regex<AnyRegexOutput>.Match, _ index: Int) -> String? {
    match.output[index].substring.map(String.init)
}

func regex(_ pattern: String) -> Regex<AnyRegexOutput> {
    do {
        return try Regex(pattern)
    } catch {
        fail("the pattern \(pattern) does not compile: \(error)")
    }
}

func tables(in text: String, file: String) -> [Table] {
    let header = regex(#"static let words = CommandWords<(\w+)>\(\s*path: \[([a-z", ]+)\]"#)
    let entry = regex(
        #"\n\s*\.(flag|option|argument|requiredArgument|arguments)\(\s*"([a-z][a-z0-9-]*)""#
            + #"(,\s*(default:\s*)?([A-Z]\w*)(\.self|\.\w+))?"#)
    var found: [Table] = []
    for match in text.matches(of: header) {
        guard let request = capture(match, 1), let names = capture(match, 2) else { continue }
        let path = names.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")) }
        // The table runs to the end of its extension: the first line that closes a block at the left margin.
        let rest = text[match.range.upperBound...]
        let end = rest.range(of: "\n}")?.lowerBound ?? rest.endIndex
        var words: [Word] = []
        for word in rest[..<end].matches(of: entry) {
            guard let kind = capture(word, 1), let name = capture(word, 2) else { continue }
            let type = capture(word, 5)
            if ["option", "argument", "requiredArgument"].contains(kind), type == nil {
                fail("\(file): the \(kind) '\(name)' of \(request) names no type")
            }
            words.append(Word(kind: kind, name: name, type: type ?? "String", hasDefault: capture(word, 4) != nil))
        }
        if words.isEmpty { fail("\(file): \(request)'s words table declares no word this tool can read") }
        found.append(Table(request: request, path: path, words: words))
    }
    return found
}

func declaration(_ word: Word, of request: String) -> String {
    let source = "\(request).words.word(\"\(word.name)\")"
    switch word.kind {
    case "flag":
        return """
                @Flag(name: \(source).parserName, help: \(source).parserHelp)
                var \(word.property) = false
            """
    case "option":
        let type = word.type
        let property =
            word.hasDefault
            ? "var \(word.property): \(type) = \(source).defaultValue()" : "var \(word.property): \(type)?"
        return """
                @Option(name: \(source).parserName, help: \(source).parserHelp, completion: \(source).parserCompletion)
                \(property)
            """
    case "argument", "requiredArgument":
        let optional = word.kind == "argument" ? "?" : ""
        return """
                @Argument(help: \(source).parserHelp, completion: \(source).parserCompletion)
                var \(word.property): \(word.type)\(optional)
            """
    default:
        return """
                @Argument(help: \(source).parserHelp, completion: \(source).parserCompletion)
                var \(word.property): [String] = []
            """
    }
}

func reading(_ word: Word) -> String {
    switch word.kind {
    case "flag": return "        if \(word.property) { parsed[\"\(word.name)\"] = true }"
    case "option" where !word.hasDefault, "argument":
        return "        if let \(word.property) { parsed[\"\(word.name)\"] = \(word.property) }"
    default: return "        parsed[\"\(word.name)\"] = \(word.property)"
    }
}

func source(of table: Table) -> String {
    let request = table.request
    return """
        /// The argument parser's declaration of `\(table.path.joined(separator: " "))`, generated from
        /// `\(request).words`; its configuration and `run` are the command's own file's.
        struct \(table.command): ParsableCommand {
        \(table.words.map { declaration($0, of: request) }.joined(separator: "\n\n"))

            /// The request these words make, set by the table's own setters in the table's order.
            var request: \(request) {
                var parsed: [String: Any] = [:]
        \(table.words.map(reading).joined(separator: "\n"))
                return \(request).words.request(parsed: parsed)
            }

            func validate() throws {
                if let problem = \(request).words.problem(of: request) { throw ValidationError(problem) }
            }
        }
        """
}

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else { fail("usage: CommandArgumentsTool OUTPUT SOURCE…") }
var found: [Table] = []
for file in arguments.dropFirst().sorted() {
    guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { fail("cannot read \(file)") }
    found += tables(in: text, file: file)
}
let generated = """
    // Generated by CommandArgumentsTool from RitualistConsole's CommandWords tables: edit a table, not this file.
    import ArgumentParser
    import RitualistConsole
    import RitualistCore
    import RitualistApp

    \(found.map(source).joined(separator: "\n\n"))

    """
if (try? String(contentsOfFile: output, encoding: .utf8)) != generated {
    do {
        try generated.write(toFile: output, atomically: true, encoding: .utf8)
    } catch {
        fail("cannot write \(output): \(error)")
    }
}

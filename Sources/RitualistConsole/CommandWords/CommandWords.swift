/// A request a command's words make: a value of every field's default, which the words then set.
package protocol CommandRequest {
    init()
    /// The command's words, declared once: the plain reading uses them, the parser's declarations are made of them.
    static var words: CommandWords<Self> { get }
}

/// The words of one command (`status`, `hotkeys fire`): its flags, options and arguments in the order its help
/// lists them, and what a request they make cannot be.
///
/// The hot commands (a hotkey's press, a bar's poll) are read from these words without the argument parser, which
/// reflects over the whole command tree on every start; the parser's declaration of the same command is generated
/// from the same table (`Plugins/CommandArguments`), and both set a request's fields in the table's order, so the
/// two readings make the same request.
package struct CommandWords<Request>: Sendable {
    /// The command's names (`["hotkeys", "fire"]`).
    package let path: [String]
    package let words: [CommandWord<Request>]
    /// Why a request cannot run, in the parser's voice, or nil.
    let problem: @Sendable (Request) -> String?

    package init(
        path: [String], problem: @escaping @Sendable (Request) -> String? = { _ in nil },
        _ words: CommandWord<Request>...
    ) {
        self.path = path
        self.words = words
        self.problem = problem
    }

    /// The word named `name` (the generated parser's declarations take their names and help from it).
    package func word(_ name: String) -> CommandWord<Request> {
        // Index loops here and below: a generic algorithm (`first(where:)`) of an unspecialized generic type looks
        // up its associated types by name at run time.
        for index in words.indices where words[index].name == name { return words[index] }
        preconditionFailure("'\(path.joined(separator: " "))' declares no word '\(name)'")
    }

    /// Why `request` cannot run, or nil.
    package func problem(of request: Request) -> String? { problem(request) }
}

extension CommandWords where Request: CommandRequest {
    /// The request the parser read: `parsed` holds each given word's value by name (`true` for a flag), every
    /// option with a default included.
    package func request(parsed: [String: Any]) -> Request {
        var request = Request()
        for index in words.indices {
            if let value = parsed[words[index].name] { words[index].applyValue(&request, value) }
        }
        return request
    }

    /// The request `arguments` (the program's) make when they are this command's names followed by its words in
    /// the plain shapes: positional words, flags and `--name value` or `--name=value` options, each given once, no
    /// value starting with `-`. Nil for anything else (`--help`, an unknown or repeated word, a value that is not
    /// of its word's type, a request with a problem): the parser reads those and reports what is wrong.
    package func read(_ arguments: [String]) -> Request? {
        guard arguments.starts(with: path) else { return nil }
        var given: [[String]?] = Array(repeating: nil, count: words.count)
        var positionals: [String] = []
        var index = path.count
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-") else {
                positionals.append(argument)
                continue
            }
            let (name, attached) = Self.split(argument)
            guard let found = place(of: name), given[found] == nil else { return nil }
            switch words[found].kind {
            case .flag:
                guard attached == nil else { return nil }
                given[found] = []
            case .option:
                if let attached {
                    given[found] = [attached]
                } else {
                    guard index < arguments.count, !arguments[index].hasPrefix("-") else { return nil }
                    given[found] = [arguments[index]]
                    index += 1
                }
            case .argument, .arguments:
                return nil
            }
        }
        guard assign(positionals, to: &given) else { return nil }
        var request = Request()
        for index in words.indices {
            if let text = given[index] {
                guard words[index].applyText(&request, text) else { return nil }
            } else if let value = words[index].defaultValue {
                words[index].applyValue(&request, value)
            }
        }
        guard problem(request) == nil else { return nil }
        return request
    }

    /// Gives the positional words to the arguments in order; false when a required one is left without or words
    /// are left over.
    private func assign(_ positionals: [String], to given: inout [[String]?]) -> Bool {
        var rest = positionals[...]
        for offset in words.indices {
            switch words[offset].kind {
            case .argument(let required):
                if let first = rest.first {
                    given[offset] = [first]
                    rest = rest.dropFirst()
                } else if required {
                    return false
                }
            case .arguments:
                given[offset] = Array(rest)
                rest = []
            case .flag, .option:
                continue
            }
        }
        return rest.isEmpty
    }

    /// The flag or option `name` (`--quiet`, `-q`) is, by its place in the table.
    private func place(of name: String) -> Int? {
        for index in words.indices {
            let word = words[index]
            if case .argument = word.kind { continue }
            if case .arguments = word.kind { continue }
            if word.long == name { return index }
            if let short = word.short, name.count == 2, name.last == short { return index }
        }
        return nil
    }

    /// `--format=waybar` as (`--format`, `waybar`); a word without `=` as itself.
    private static func split(_ word: String) -> (String, String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }
}

extension CommandRequest {
    /// The request `words` (the program's arguments) make in the plain shapes `CommandWords.read` reads, or nil.
    package init?(plainWords words: [String]) {
        guard let request = Self.words.read(words) else { return nil }
        self = request
    }
}

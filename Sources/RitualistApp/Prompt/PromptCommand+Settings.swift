import IntentKit

extension PromptCommand {
    /// The `prompt:` setting, `{command: [PROGRAM, ARGUMENT…], timeout: SECONDS}`, or its diagnostics.
    ///
    /// A program given as a relative path is refused: which program it names would depend on the folder a run
    /// starts in. With `searchPath` (as `ritual check` reads the file), the program must also be found as a run
    /// would find it: an absolute path to an executable file, or a name found in `searchPath`.
    static func parse(_ value: ConfigValue, searchPath: String? = nil) -> (
        command: PromptCommand?, problems: [Diagnostic]
    ) {
        guard case .mapping(let entries) = value.shape else {
            return (nil, [value.diagnostic("prompt must be a mapping such as {command: [zenity, --entry, --text]}")])
        }
        var argv: [String]?
        var timeout = defaultTimeout
        var problems: [Diagnostic] = []
        for entry in entries {
            switch entry.key {
            case "command":
                if let words = Self.words(of: entry.value) {
                    argv = words
                    if let problem = Self.programProblem(words[0], searchPath: searchPath) {
                        problems.append(entry.value.items[0].diagnostic("prompt command '\(words[0])' " + problem))
                    }
                } else {
                    problems.append(
                        entry.value.diagnostic(
                            "expected a command as a list of words, such as [rofi, -dmenu, -p, \"{question}\"], "
                                + "found \(entry.value.kind)"))
                }
            case "timeout":
                if let seconds = entry.value.scalar.flatMap(Double.init), seconds > 0, seconds <= 3600 {
                    timeout = seconds
                } else {
                    problems.append(
                        entry.value.diagnostic("invalid timeout \(entry.value.kind) (expected seconds, 0 to 3600)"))
                }
            default:
                problems.append(
                    entry.keyNode.diagnostic("unknown prompt setting '\(entry.key)' (expected command or timeout)"))
            }
        }
        if argv == nil, problems.isEmpty { problems.append(value.diagnostic("prompt needs a command")) }
        return (argv.map { PromptCommand(argv: $0, timeout: timeout) }, problems)
    }

    /// Why `program` cannot be the prompt's program, or nil; it is looked for only with a `searchPath`.
    private static func programProblem(_ program: String, searchPath: String?) -> String? {
        if program.contains("/"), !program.hasPrefix("/") {
            return "is a relative path (expected an absolute path, or a program name to look up in PATH)"
        }
        guard let searchPath, locate(program, path: searchPath) == nil else { return nil }
        guard program.hasPrefix("/") else { return "is not found in PATH (\(searchPath))" }
        return FileSystem.isAbsent(program) ? "does not exist" : "is not an executable file"
    }

    /// A list of words whose first is not empty, or nil.
    private static func words(of value: ConfigValue) -> [String]? {
        let words = value.items.compactMap(\.scalar)
        guard case .list = value.shape, words.count == value.items.count, !(words.first ?? "").isEmpty else {
            return nil
        }
        return words
    }
}

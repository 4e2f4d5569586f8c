import IntentKit

extension PromptCommand {
    /// The `prompt:` setting, `{command: [PROGRAM, ARGUMENT…], timeout: SECONDS}`, or its diagnostics.
    static func parse(_ value: ConfigValue) -> (command: PromptCommand?, problems: [Diagnostic]) {
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

    /// A list of words whose first is not empty, or nil.
    private static func words(of value: ConfigValue) -> [String]? {
        let words = value.items.compactMap(\.scalar)
        guard case .list = value.shape, words.count == value.items.count, !(words.first ?? "").isEmpty else {
            return nil
        }
        return words
    }
}

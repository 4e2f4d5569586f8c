/// Completion candidates written so that the shell asking for them takes each as text, never as code.
///
/// What a candidate becomes differs by shell. bash gives the lines to `compgen -W`, which expands them as shell
/// words: `$(…)` and backquotes run, quotes are removed. Every ASCII character but a letter or digit is escaped with
/// a backslash, which that expansion removes again, leaving the exact text. zsh gives them to `_describe`, which
/// reads `word:description` and removes backslashes: `\` and `:` are escaped. fish takes each line as it is.
/// Each shell then quotes what it inserts on the command line itself.
package enum ShellCandidates {
    package static func quoted(_ candidates: [String], for shell: ShellKind?) -> [String] {
        if shell == .bash { return candidates.map { escaping($0) { $0.isASCII && !$0.isLetter && !$0.isNumber } } }
        if shell == .zsh { return candidates.map { escaping($0) { $0 == "\\" || $0 == ":" } } }
        return candidates
    }

    private static func escaping(_ text: String, _ needsEscape: (Character) -> Bool) -> String {
        var result = ""
        for character in text {
            if needsEscape(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}

/// The bash script `--generate-completion-script bash` writes, made to insert what it offers quoted.
///
/// The generated script completes with `complete -o filenames` for every word, which leaves the quoting of an
/// inserted word to readline, and readline leaves `$` unquoted, and the `)` of a `$(`: a habit named `$(touch x)`
/// would be inserted as `$\(touch\ x)` and run when the line does; and it takes any word offered for a file name,
/// so `ritual lo` became `ritual log/` in a folder holding `log/`. The script completes without it, and its
/// `__ritual_add_completions` is defined again after it: words offered from a list or by `ritual` itself
/// (`compgen -W`) are quoted by `printf %q`; files and folders (`-f`, `-d`, `-fX`), the only words that are
/// paths, are left to readline with `compopt -o filenames` for that completion alone. A parameter's name (`habit=`) is
/// completed with no space after it, so its value follows in the same word, and `_ritual_help` completes the
/// commands `ritual help` takes. Both use only bash's builtins: the script needs no bash-completion package.
package enum BashCompletionScript {
    /// The words typed after `help` so far (`""`, `habit`), each with the words that may follow them.
    package typealias HelpWords = [(path: String, names: [String])]

    /// `message`, with the quoting added when it is the bash script (and the zsh script's own additions); `shell` is
    /// the one the script is asked for, `help` what `ritual help` completes.
    package static func finished(
        _ message: String, arguments: [String], shell: ShellKind?, help: @autoclosure () -> HelpWords
    ) -> String {
        guard arguments.contains(where: { $0.hasPrefix("--generate-completion-script") }) else { return message }
        if shell == .zsh { return ZshCompletionScript.finished(message, help: help()) }
        guard shell == .bash, message.hasPrefix("#!/bin/bash") else { return message }
        let filenamesForPathsOnly = message.replacingOccurrences(
            of: "\ncomplete -o filenames -F ", with: "\ncomplete -F ")
        return filenamesForPathsOnly + "\n" + quotedWords + helpFunction(help())
    }

    /// `_ritual_help`: the commands after `ritual help`, and a command's subcommands after it.
    package static func helpFunction(_ help: HelpWords) -> String {
        let cases = help.map { path, names in
            // One word a line: the words are split at line breaks only (`IFS=$'\n'`).
            "    '\(path)') __ritual_add_completions -W $'\(names.joinedText(separator: "\\n"))' ;;"
        }
        return """

            # The words after help name a command, then its subcommand.
            _ritual_help() {
                local -a typed=("${COMP_WORDS[@]:2:COMP_CWORD-2}")
                case "${typed[*]}" in
            \(cases.joinedText(separator: "\n"))
                esac
            }

            """
    }

    package static let quotedWords = """

        # Words offered from a list or by ritual (habit names, intents) are inserted quoted by printf %q: readline,
        # quoting them as file names, would leave the $ of a habit named $(...) to run.
        __ritual_add_completions() {
            local completion typed="${cur}"
            # Right after a parameter's =, bash completes the empty word after it, yet names the = as the word.
            if [[ "${typed}" == '=' ]]; then typed=''; fi
            # Only a path is completed as a file name (a folder gets its /, special characters readline's quoting).
            if [[ "${1}" = -[fd] || "${*}" = *' -fX '* ]]; then compopt -o filenames 2>/dev/null; fi
            while IFS='' read -r completion; do
                if [[ "${1}" = -W ]]; then printf -v completion %q "${completion}"; fi
                # A parameter's name ends in = and its value follows in the same word: no space after it.
                if [[ "${completion}" = *= ]]; then compopt -o nospace 2>/dev/null; fi
                COMPREPLY+=("${completion}")
            done < <(IFS=$'\\n' compgen "${@}" -- "${typed}")
        }

        """
}

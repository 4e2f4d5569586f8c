import Foundation

/// The zsh script `--generate-completion-script zsh` writes, with two additions made before it first runs (zsh
/// loads it as the function `_ritual`, whose last lines call it): a parameter's name (`habit=`) is completed with
/// no space after it, so that its value follows in the same word, and `ritual help` completes the commands.
package enum ZshCompletionScript {
    package static let marker = "if [[ \"${funcstack[1]}\" = _ritual ]]; then"

    /// `message` with the additions, when it is the zsh script; `help` is what `ritual help` completes.
    package static func finished(_ message: String, help: BashCompletionScript.HelpWords) -> String {
        guard message.hasPrefix("#compdef"), let range = message.range(of: marker) else { return message }
        return message.replacingCharacters(in: range, with: additions(help: help) + marker)
    }

    package static func additions(help: BashCompletionScript.HelpWords) -> String {
        let cases = help.map { path, names in
            "    '\(path)') commands=(\(names.joinedText(separator: " "))) ;;"
        }
        return """
            # Parameter names (habit=) are offered apart, with no space after them: the value follows in the word.
            __ritual_complete() {
                local -ar non_empty_completions=("${@:#(|:*)}")
                local -ar empty_completions=("${(M)@:#(|:*)}")
                local -a keys=("${(M)non_empty_completions[@]:#*=}") others=("${non_empty_completions[@]:#*=}")
                local -i ret=1
                _describe -V '' others -- empty_completions -P $'\\'\\'' && ret=0
                if (( ${#keys} )); then _describe -V '' keys -S '' && ret=0; fi
                return ret
            }

            # The words after help name a command, then its subcommand.
            _ritual_help() {
                local -a commands
                case "${(j: :)words[2,CURRENT-1]}" in
            \(cases.joinedText(separator: "\n"))
                *) return 1 ;;
                esac
                _describe -V subcommand commands
            }


            """
    }
}

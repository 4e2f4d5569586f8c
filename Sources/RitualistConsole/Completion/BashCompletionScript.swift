/// The bash script `--generate-completion-script bash` writes, made to insert what it offers quoted.
///
/// The generated script completes with `complete -o filenames`, which leaves the quoting of an inserted word to
/// readline, and readline leaves `$` unquoted, and the `)` of a `$(`: a habit named `$(touch x)` would be inserted
/// as `$\(touch\ x)` and run when the line does. The script's `__ritual_add_completions` is defined again after
/// it: words offered from a list or by `ritual` itself (`compgen -W`) are quoted by `printf %q`, readline's
/// quoting off for that completion; files and folders are left to readline.
package enum BashCompletionScript {
    /// `message`, with the quoting added when it is the bash script (`shell` the one the script is asked for).
    package static func finished(_ message: String, arguments: [String], shell: ShellKind?) -> String {
        guard shell == .bash, message.hasPrefix("#!/bin/bash"),
            arguments.contains(where: { $0.hasPrefix("--generate-completion-script") })
        else { return message }
        return message + "\n" + quotedWords
    }

    package static let quotedWords = """

        # Words offered from a list or by ritual (habit names, intents) are inserted quoted by printf %q: readline,
        # quoting them as file names, would leave the $ of a habit named $(...) to run.
        __ritual_add_completions() {
            local completion
            if [[ "${1}" = -W ]]; then compopt +o filenames 2>/dev/null; fi
            while IFS='' read -r completion; do
                if [[ "${1}" = -W ]]; then printf -v completion %q "${completion}"; fi
                COMPREPLY+=("${completion}")
            done < <(IFS=$'\\n' compgen "${@}" -- "${cur}")
        }

        """
}

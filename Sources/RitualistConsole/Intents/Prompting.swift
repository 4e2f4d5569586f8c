import IntentKit
import Primitives
import RitualistApp

/// Who asks for a value a run is missing: the person at the terminal (the question on stderr, the answer read
/// from stdin), else config.yaml's `prompt.command`, else no one, so the run fails with `needsValue` or
/// `missingParameter` and a script never hangs.
package enum Prompting {
    /// The prompt of a run, or nil when asking is turned off: `--no-prompt` (`disabled`), `RITUALIST_NO_PROMPT=1`.
    /// `--json` and `--batch` never ask, so they pass `disabled` too. `settings` is read only when a question is
    /// asked without a terminal.
    package static func prompt(disabled: Bool, settings: @escaping @Sendable () -> RitualistSettings?) -> ValuePrompt? {
        let console = Console.current
        let off = ["1", "true", "yes", "on"].contains(console.environment["RITUALIST_NO_PROMPT"]?.lowercased() ?? "")
        guard !disabled, !off else { return nil }
        if console.isTerminal(.input) {
            return ValuePrompt { question in
                console.write(.error, TerminalText.escaped(question.text) + ": ")
                return console.readLine().map(ValuePrompt.Answer.answer) ?? .cancelled
            }
        }
        return ValuePrompt { question in
            settings()?.prompt?.ask(question.text, environment: console.environment)
        }
    }

    /// The prompt of a command that does not read config.yaml itself.
    package static func prompt(disabled: Bool) -> ValuePrompt? {
        let console = Console.current
        return prompt(disabled: disabled) { try? console.runtime().settings(using: ["prompt"]) }
    }
}

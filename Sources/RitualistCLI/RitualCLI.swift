import ArgumentParser
import RitualistApp
import RitualistConsole

/// The `ritual` program as a function: arguments and a console in, an exit code out.
///
/// The executable calls it with the process's console; tests call it with one that captures what is printed,
/// so commands run in process.
package enum RitualCLI {
    package static func main(_ arguments: [String], console: Console = .process) -> Int32 {
        var console = console
        console.answersInJSON = ErrorEnvelope.isAsked(by: arguments)
        return Console.with(console) {
            if BareRitual.applies(to: arguments, console: console) { return BareRitual.run() }
            if arguments == [GenerateManual.flag] { return GenerateManual.run() }
            if let help = IntentHelp.answer(for: arguments) {
                if help.status == 0 { Output.line(help.text) } else { Output.error(help.text) }
                return help.status
            }
            do {
                let words = CommandLineWords.normalized(arguments)
                // `run`, `status`, `hotkeys fire`, `list` and `--version` in their plain shapes (every hotkey press,
                // every bar poll, a launcher listing the intents) skip the parser; what they do is the same.
                if let command = PlainCommand(words) {
                    try command.run(version: RitualCommand.version)
                    ConfigWarning.show(after: words)
                    return 0
                }
                try FailureReport.reporting { if let refusal = NegativeAmount.refusal(in: words) { throw refusal } }
                var command = try RitualCommand.parseAsRoot(words)
                try command.run()
                ConfigWarning.show(after: words)
                return 0
            } catch let status as ExitStatus {
                return status.code
            } catch {
                let code = RitualCommand.exitCode(for: error)
                // The parser's refusals (an unknown option, a missing argument): the commands report their own.
                if console.answersInJSON, code != .success, !(error is ExitCode) {
                    Output.json(ErrorEnvelope.json(FrontEndError.usage(RitualCommand.message(for: error))))
                }
                let message = BashCompletionScript.finished(
                    explained(error, arguments: arguments), arguments: arguments, shell: CompletionShell.requestingKind,
                    help: HelpWords.all)
                if !message.isEmpty {
                    if code == .success { Output.line(message) } else { Output.error(message) }
                }
                return code.rawValue
            }
        }
    }

    /// The parser's message, or, for a mistyped subcommand with a close one, which one was meant.
    private static func explained(_ error: any Error, arguments: [String]) -> String {
        let message = RitualCommand.fullMessage(for: error)
        guard RitualCommand.exitCode(for: error) == .validationFailure,
            let (word, suggestion) = CommandLineWords.subcommandSuggestion(arguments)
        else { return message }
        let path = (["ritual"] + CommandPath(arguments).names).joinedText(separator: " ")
        return "Error: Unknown command '\(word)'. Did you mean '\(suggestion)'?\n"
            + "  See '\(path) --help' for more information."
    }
}

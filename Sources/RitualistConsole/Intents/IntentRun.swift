import IntentKit
import Primitives
import RitualistApp

/// Run, confirm, report, exit: how `ritual run` and `ritual hotkeys fire` end a run of an intent, and how the
/// friendly commands (`Intents`) confirm theirs.
package enum IntentRun {
    /// `outcome`, confirmed on the terminal (`Confirmation`) unless a signal ended the run: a run ended by a signal
    /// is journaled, and nothing more is started for it.
    package static func confirmed(_ outcome: Outcome, runner: Runner, runtime: RitualistRuntime, sentence: Bool)
        -> Outcome
    {
        if Interruption.exitStatus == nil {
            Confirmation.show(outcome, runner: runner, runtime: runtime, sentence: sentence)
        }
        return outcome
    }

    /// Prints `outcome` as `policy` and the flags ask (the outcome object with `json`; the result's text, or the
    /// steps a composition ran before it failed, with `text`), then exits with its status, or as a signal that
    /// ended the run asks.
    package static func report(_ outcome: Outcome, policy: FailurePolicy, json: Bool, text: Bool) throws(ExitStatus) {
        if json {
            Output.json(outcome.json)
        } else if text, let result = outcome.result {
            Output.line(result.text)
        } else if text, let steps = outcome.failure?.partialText {
            Output.line(steps)
        }
        if let message = policy.errorText(for: outcome) {
            let hint = outcome.failure.flatMap { Hints.hint(for: $0, in: outcome) }
            Output.error(message + (hint.map { " " + $0 } ?? ""))
        }
        if policy == .strict, let problem = outcome.journalProblem { Output.error("warning: " + problem) }
        try ExitStatus.exit(Interruption.exitStatus ?? policy.exitCode(for: outcome))
    }
}

import IntentKit
import RitualistApp

/// How the friendly commands run the intents they are faces of: strictly (a person typed them), journaled
/// like any run, with the failure reported in the command's voice.
package enum Intents {
    /// Runs `intent` with the given parameters (nil values are left out) and returns its output; `prompt` asks for a
    /// value it is missing. The run is followed as `ritual run`'s is (see `RunFeedback`): the bars are refreshed after
    /// a change, and a notification of an intent that changes history is shown when config.yaml asks for one.
    /// `sentence` says whether the caller prints the result's sentence on stdout (`Confirmation`).
    package static func run<Result: ActionOutput>(
        _ intent: String, _ parameters: [(String, String?)] = [], as: Result.Type,
        runtime: RitualistRuntime? = nil, prompt: ValuePrompt? = nil, sentence: Bool = true
    ) throws -> Result {
        let console = Console.current
        let runtime = try runtime ?? console.runtime()
        let runner = runtime.makeRunner(for: intent).following([
            RunFeedback(runtime: runtime, shown: .changing, environment: console.environment)
        ])
        let outcome = IntentRun.confirmed(
            runner.run(intent, arguments: arguments(parameters), mode: .strict, prompt: prompt), runner: runner,
            runtime: runtime, sentence: sentence)
        return try result(of: outcome, as: Result.self)
    }

    /// Runs `intent` on `runner`, which may run others before or after it (`RitualistRuntime.makeRunner(for:)`): the
    /// reads that share one runner, with no feedback.
    package static func run<Result: ActionOutput>(
        _ intent: String, _ parameters: [(String, String?)] = [], as: Result.Type, runner: Runner,
        prompt: ValuePrompt? = nil
    ) throws -> Result {
        try result(
            of: runner.run(intent, arguments: arguments(parameters), mode: .strict, prompt: prompt), as: Result.self)
    }

    /// The shape most verbs have: runs `intent` as `run` does, then prints its result, as JSON when asked; a failure
    /// is reported in the command's voice (`FailureReport`).
    package static func show<Result: ActionOutput>(
        _ intent: String, _ parameters: [(String, String?)] = [], as: Result.Type, json: Bool,
        prompt: ValuePrompt? = nil
    ) throws(ExitStatus) {
        try FailureReport.reporting {
            Output.result(
                try run(intent, parameters, as: Result.self, prompt: prompt, sentence: !json), json: json)
        }
    }

    private static func arguments(_ parameters: [(String, String?)]) -> RawArguments {
        RawArguments(pairs: parameters.compactMap { name, value in value.map { (name: name, value: $0) } })
    }

    /// The output of `outcome`, or its failure in the command's voice.
    private static func result<Result: ActionOutput>(of outcome: Outcome, as: Result.Type) throws -> Result {
        if let problem = outcome.journalProblem { Output.error("warning: " + problem) }
        // A cancelled prompt is a quiet no-op, also for a person: nothing printed, exit 0.
        if outcome.failure?.category == .cancelled { throw ExitStatus(0) }
        if let failure = outcome.failure {
            throw HintedFailure(failure, hint: Hints.hint(for: failure, in: outcome))
        }
        guard let output = outcome.result as? Result else {
            let intent = outcome.intent
            throw RunnerError.unexpected("intent '\(intent)' returned \(type(of: outcome.result)), not \(Result.self)")
        }
        return output
    }
}

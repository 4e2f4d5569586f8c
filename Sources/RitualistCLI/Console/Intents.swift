import ArgumentParser
import IntentKit
import RitualistIntents

/// How the friendly commands run the intents they are faces of: strictly (a person typed them), journaled
/// like any run, with the failure reported in the command's voice.
enum Intents {
    /// Runs `intent` with the given parameters (nil values are left out) and returns its output; `prompt` asks for a
    /// value it is missing.
    static func run<Result: ActionOutput>(
        _ intent: String, _ parameters: [(String, String?)] = [], as: Result.Type,
        runtime: RitualistRuntime? = nil, prompt: ValuePrompt? = nil
    ) throws -> Result {
        let runtime = try runtime ?? Console.current.runtime()
        return try run(intent, parameters, as: Result.self, runner: runtime.makeRunner(for: intent), prompt: prompt)
    }

    /// Runs `intent` on `runner`, which may run others before or after it (`RitualistRuntime.makeRunner(for:)`).
    static func run<Result: ActionOutput>(
        _ intent: String, _ parameters: [(String, String?)] = [], as: Result.Type, runner: Runner,
        prompt: ValuePrompt? = nil
    ) throws -> Result {
        let pairs = parameters.compactMap { name, value in value.map { (name: name, value: $0) } }
        let outcome = runner.run(intent, arguments: RawArguments(pairs: pairs), mode: .strict, prompt: prompt)
        if let problem = outcome.journalProblem { Output.error("warning: " + problem) }
        // A cancelled prompt is a quiet no-op, also for a person: nothing printed, exit 0.
        if outcome.failure?.category == .cancelled { throw ExitCode.success }
        if let failure = outcome.failure {
            throw CLIError.failure(failure, hint: Hints.hint(for: failure, in: outcome))
        }
        guard let output = outcome.result as? Result else {
            throw RunnerError.unexpected("intent '\(intent)' returned \(type(of: outcome.result)), not \(Result.self)")
        }
        return output
    }
}

extension Console {
    /// The runtime of this console's environment, as every command starts from it.
    func runtime() throws(RuntimeError) -> RitualistRuntime {
        try RitualistRuntime(environment: environment)
    }
}

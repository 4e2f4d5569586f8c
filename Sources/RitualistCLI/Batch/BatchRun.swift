import IntentKit
import Primitives

/// `run --batch`: one outcome line per request line, in order, each printed once its change is durable; a line
/// that is not a request gives an `invalidRequest` outcome.
///
/// Lines run in groups (see `BatchGroup`): a group waits for one line, then takes the lines already there, so a
/// person typing lines gets each answer at once while a piped file runs a thousand lines per commit.
struct BatchRun {
    let runner: Runner
    let policy: FailurePolicy
    /// The most lines one group runs.
    static let groupLimit = 1000

    /// Runs every line; the exit code is the category of the first failure in strict mode, else 0, or 128 + the
    /// signal that interrupted a line (the batch stops there).
    func run() -> Int32 {
        var code: Int32 = 0
        while let lines = nextGroup() {
            let (answers, journalProblem) = BatchGroup(runner: runner, policy: policy).run(lines)
            Output.lines(answers.map(\.line))
            if let interrupted = Interruption.exitStatus { return interrupted }
            if policy == .strict {
                if let journalProblem { Output.error("warning: " + journalProblem) }
                if code == 0, let failure = answers.lazy.compactMap(\.failure).first {
                    code = failure.category.exitCode
                }
            }
        }
        return code
    }

    /// The next group: waits for one line, then takes the lines that are there without waiting; nil at the end.
    private func nextGroup() -> [BatchLine]? {
        var lines: [BatchLine] = []
        while lines.count < Self.groupLimit, lines.isEmpty || Console.current.inputIsWaiting() {
            guard let text = Console.current.readLine() else { break }
            guard !text.allSatisfy(\.isWhitespace) else { continue }
            lines.append(BatchLine(text))
        }
        return lines.isEmpty ? nil : lines
    }
}

import IntentKit
import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `run --batch`: one outcome line per request line, in order, each printed once its change is durable; a line
/// that is not a request gives an `invalidRequest` outcome.
///
/// Lines run in groups (see `Runner.runGroup(_:mode:)`): a group waits for one line, then takes the lines already
/// there, so a person typing lines gets each answer at once while a piped file runs a thousand lines per commit.
/// The runner's listeners hear of each group once it is committed: the bars refresh once per group.
package struct BatchRun {
    let runner: Runner
    let policy: FailurePolicy
    /// The most lines one group runs.
    package static let groupLimit = 1000
    /// The most bytes of lines one group holds: a group of long lines ends before a thousand.
    static let groupBytes = 1 << 20

    /// Runs every line; the exit code is the category of the first failure in strict mode, else 0, or 128 + the
    /// signal that interrupted a line (the batch stops there). Input that cannot be read ends the batch, and fails it
    /// in strict mode.
    func run() -> Int32 {
        var code: Int32 = 0
        var input = BatchInput(Console.current)
        while let lines = nextGroup(&input) {
            let group = runner.runGroup(lines.map(\.grouped), mode: policy)
            Output.lines(group.outcomes.map { $0.json.serialized() })
            if let interrupted = Interruption.exitStatus { return interrupted }
            if policy == .strict {
                if let journalProblem = group.journalProblem { Output.error("warning: " + journalProblem) }
                if code == 0, let failure = group.outcomes.lazy.compactMap(\.failure).first {
                    code = failure.category.exitCode
                }
            }
        }
        if let failure = input.failure {
            Output.error("Error: cannot read the batch's input: \(String(cString: strerror(failure))).")
            if policy == .strict, code == 0 { code = FailureCategory.unavailable.exitCode }
        }
        return code
    }

    /// The next group: waits for one line, then takes the lines that are there without waiting; nil at the end.
    private func nextGroup(_ input: inout BatchInput) -> [BatchLine]? {
        var lines: [BatchLine] = []
        var bytes = 0
        while lines.count < Self.groupLimit, bytes < Self.groupBytes,
            lines.isEmpty || input.hasBufferedLine || Console.current.inputIsWaiting()
        {
            guard let (number, line) = input.next() else { break }
            switch line {
            case .text(let text):
                guard !text.allSatisfy(\.isWhitespace) else { continue }
                bytes += text.utf8.count
                lines.append(BatchLine(text, number: number))
            case .tooLong(let prefix):
                lines.append(BatchLine(tooLong: prefix, number: number, limit: BatchInput.maximumLineLength))
            }
        }
        return lines.isEmpty ? nil : lines
    }
}

import Foundation
import IntentKit

/// The program config.yaml's `prompt.command` names to ask for a missing value when there is no terminal, such as
/// `[rofi, -dmenu, -p, "{question}"]` or `[zenity, --entry, --text]`: run directly from its argv (never through a
/// shell), with `{question}` in an argument replaced by the question, or the question appended as the last argument
/// when no argument has it. The first line it prints is the answer; a non-zero exit, no answer or a timeout cancel.
package struct PromptCommand: Sendable, Equatable {
    package static let placeholder = "{question}"
    /// Seconds a person has to answer before the prompt is killed and the run cancelled.
    package static let defaultTimeout = 120.0

    package var argv: [String]
    package var timeout: Double

    package init(argv: [String], timeout: Double = PromptCommand.defaultTimeout) {
        self.argv = argv
        self.timeout = timeout
    }

    /// The argv that asks `question`.
    package func arguments(asking question: String) -> [String] {
        guard argv.contains(where: { $0.contains(Self.placeholder) }) else { return argv + [question] }
        return argv.map { $0.replacingOccurrences(of: Self.placeholder, with: question) }
    }

    /// Runs the command for `question` in `environment` (the caller's own: a prompt needs the display); nil when
    /// the program cannot be found or started.
    package func ask(_ question: String, environment: [String: String]) -> ValuePrompt.Answer? {
        let words = arguments(asking: question)
        guard let program = Self.locate(words[0], path: environment["PATH"]) else { return nil }
        let finished: PluginProcess.Finished
        do {
            finished = try PluginProcess(path: program, timeout: timeout)
                .run(arguments: Array(words.dropFirst()), input: "", environment: environment)
        } catch {
            return nil
        }
        guard finished.problem == nil,
            let line = finished.stdout.split(whereSeparator: \.isNewline).first?.trimmingCharacters(in: .whitespaces),
            !line.isEmpty
        else { return .cancelled }
        return .answer(line)
    }

    /// Where a program is looked for when the environment has no `PATH`.
    package static let defaultSearchPath = "/usr/local/bin:/usr/bin:/bin"

    /// `program` itself when it names an absolute path, else the first executable file of that name in `path`; a
    /// relative path is never run, since which program it names depends on the folder a run starts in.
    static func locate(_ program: String, path: String?) -> String? {
        if program.contains("/") { return program.hasPrefix("/") && isExecutableFile(program) ? program : nil }
        let folders = (path ?? defaultSearchPath).split(separator: ":")
        return folders.map { "\($0)/\(program)" }.first(where: isExecutableFile)
    }

    /// Whether `path` is a regular file this process may execute (a folder one may search is not).
    private static func isExecutableFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG && access(path, X_OK) == 0
    }
}

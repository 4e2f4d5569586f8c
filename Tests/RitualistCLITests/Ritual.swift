import Foundation
import IntentKitTesting
import RitualistCLI
import RitualistConsole
import Synchronization

/// Runs `ritual` in a home of its own, with a pinned clock and zone: in process by default, or through the
/// built binary for the few end-to-end tests.
struct Ritual {
    let home: TemporaryDirectory
    var now = "2025-11-08T12:00:00"
    var zone = "America/New_York"
    var extra: [String: String] = [:]
    /// Whether stderr is a terminal, as it is for a person typing commands.
    var stderrIsTerminal = false
    static let binary = BuiltProducts.path(of: "ritual")

    init(home: TemporaryDirectory = TemporaryDirectory()) {
        self.home = home
    }

    var environment: [String: String] {
        ["RITUALIST_HOME": home.path, "RITUALIST_NOW": now, "TZ": zone, "PATH": "/usr/bin:/bin", "HOME": home.path]
            .merging(extra) { $1 }
    }

    /// Runs the command in process; `stdin` answers a prompt, `terminal` makes stdin and stdout terminals.
    @discardableResult
    func callAsFunction(_ arguments: String..., stdin: String? = nil, terminal: Bool = false) -> ProcessResult {
        run(arguments, stdin: stdin, terminal: terminal)
    }

    func run(_ arguments: [String], stdin: String? = nil, terminal: Bool = false) -> ProcessResult {
        let capture = Capture(input: stdin.map { $0.split(separator: "\n").map(String.init) } ?? [])
        let console = Console(
            environment: environment, write: capture.write, readLine: capture.readLine,
            isTerminal: { stream in stream == .error ? stderrIsTerminal : terminal })
        let status = RitualCLI.main(arguments, console: console)
        return capture.result(status: status)
    }

    /// Runs the built binary, for end-to-end checks of the real process.
    @discardableResult
    func binary(_ arguments: String..., stdin: String? = nil) throws -> ProcessResult {
        try ProcessRunner.run(Ritual.binary, arguments, environment: environment, stdin: stdin)
    }
}

/// What an in-process command printed, and the lines it may read.
final class Capture: Sendable {
    private let state: Mutex<(stdout: String, stderr: String, input: [String])>

    init(input: [String]) {
        state = Mutex((stdout: "", stderr: "", input: input))
    }

    func write(_ stream: Console.Stream, _ text: String) {
        state.withLock { state in
            if stream == .error { state.stderr += text } else { state.stdout += text }
        }
    }

    func readLine() -> String? {
        state.withLock { state in state.input.isEmpty ? nil : state.input.removeFirst() }
    }

    func result(status: Int32) -> ProcessResult {
        state.withLock { ProcessResult(status: status, stdout: $0.stdout, stderr: $0.stderr) }
    }
}

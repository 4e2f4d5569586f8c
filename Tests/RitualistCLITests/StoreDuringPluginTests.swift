import Foundation
import IntentKit
import IntentKitTesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A run that waits for an external plugin (a batch line, a composition's step) holds no lock of the store
/// meanwhile: a hotkey press in the meantime completes at once. Real processes: the run in the background, the
/// press through the built binary, and a plugin held until the test releases it.
@Suite(.serialized) struct StoreDuringPluginTests {
    static let held =
        #"cd "$(dirname "$0")/.."; : > started; n=0; "#
        + #"while [ ! -e release ] && [ $n -lt 600 ]; do sleep 0.05; n=$((n + 1)); done; "#
        + #"echo '{"ok": true, "result": {"said": "hi"}}'"#

    /// `ritual run --batch` of `lines` (or `ritual ARGUMENTS`), running in the background.
    func batch(_ plugins: PluginHome, _ lines: [String], arguments: [String] = ["run", "--batch", "--strict"]) throws
        -> (Process, Pipe)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Ritual.binary)
        process.arguments = arguments
        process.environment = plugins.ritual.environment
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        try input.fileHandleForWriting.close()
        return (process, output)
    }

    /// Presses `CompleteHabit Meditate` once the plugin holds `process`, expecting it done within 5 s; then lets the
    /// plugin go and expects `process` to succeed.
    func pressWhileHeld(_ plugins: PluginHome, _ process: Process) throws {
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        #expect(Waiting.until { FileManager.default.fileExists(atPath: plugins.home.path("started")) })
        let start = Date()
        let press = try plugins.ritual.binary("run", "CompleteHabit", "habit=Meditate", "--strict")
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(press.status == 0, "\(press.stderr)")
        _ = FileManager.default.createFile(atPath: plugins.home.path("release"), contents: nil)
        #expect(Waiting.exit(of: process))
        #expect(process.terminationStatus == 0)
    }

    @Test func aPressWhileABatchWaitsForAPluginCompletesPromptly() throws {
        let plugins = try PluginHome(run: Self.held)
        _ = try plugins.home.write("config.yaml", "plugins:\n  echo: {timeout: 60}\n")
        plugins.ritual("habit", "add", "Meditate")
        plugins.ritual("habit", "add", "Stretch")
        let (process, output) = try batch(
            plugins,
            [
                #"{"intent": "CompleteHabit", "params": {"habit": "Stretch"}}"#,
                #"{"intent": "Say", "params": {"text": "x"}}"#,
            ])
        try pressWhileHeld(plugins, process)
        let answers = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(answers.split(separator: "\n").map { try? JSONParser.parse(String($0))["ok"] } == [true, true])
        let day = try JSONParser.parse(plugins.ritual("status", "--json").stdout)
        #expect(day["allCompleted"] == true)
    }

    @Test func aPressWhileACompositionWaitsForAPluginCompletesPromptly() throws {
        let plugins = try PluginHome(run: Self.held)
        _ = try plugins.home.write("config.yaml", "plugins:\n  echo: {timeout: 60}\n")
        _ = try plugins.home.write(
            "intents/Routine.yaml",
            """
            version: 1
            intent: Routine
            title: Routine
            summary: Completes Stretch, then waits in a plugin.
            steps:
              - run: CompleteHabit
                with: {habit: Stretch}
              - perform: echo.say
                with: {text: x}

            """)
        plugins.ritual("habit", "add", "Meditate")
        plugins.ritual("habit", "add", "Stretch")
        let (process, _) = try batch(plugins, [], arguments: ["run", "Routine", "--strict"])
        try pressWhileHeld(plugins, process)
    }
}

import Foundation
import IntentKit
import IntentKitTesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A composition's run ended from outside, through the built binary: its first step completes a habit, its second
/// runs a plugin held until the test is done with it.
@Suite(.serialized) struct InterruptedRunTests {
    let plugins: PluginHome
    var home: TemporaryDirectory { plugins.home }

    static let routine = """
        version: 1
        intent: Routine
        title: Routine
        summary: Completes Meditate, then waits in a plugin.
        steps:
          - id: done
            run: CompleteHabit
            with: {habit: Meditate}
          - id: held
            perform: echo.say
            with: {text: x}

        """

    init() throws {
        plugins = try PluginHome(
            run: #"cd "$(dirname "$0")/.."; echo $$ > plugin.pid; n=0; "#
                + #"while [ ! -e release ] && [ $n -lt 600 ]; do sleep 0.05; n=$((n + 1)); done; "#
                + #"echo '{"ok": true, "result": {"said": "hi"}}'"#)
        _ = try home.write(
            "config.yaml", "plugins:\n  echo: {timeout: 60}\nhotkeys:\n  - {keys: super+alt+r, run: Routine}\n")
        _ = try home.write("intents/Routine.yaml", Self.routine)
        plugins.ritual("habit", "add", "Meditate")
        plugins.ritual("habit", "add", "Stretch")
        let check = plugins.ritual("check")
        #expect(check.status == 0, "\(check.stderr)")
    }

    /// `ritual run Routine --strict` (or `ritual run --batch` of `batch`) in the background, once its plugin runs;
    /// and the plugin's pid.
    func startRoutine(
        _ arguments: [String] = ["run", "Routine", "--strict"], batch: [String]? = nil, output: Pipe? = nil
    ) throws -> (Process, Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Ritual.binary)
        process.arguments = batch == nil ? arguments : ["run", "--batch"]
        process.environment = plugins.ritual.environment
        let input = Pipe()
        process.standardInput = batch == nil ? FileHandle.nullDevice : input
        process.standardOutput = output ?? FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        if let batch {
            input.fileHandleForWriting.write(Data((batch.joined(separator: "\n") + "\n").utf8))
            try input.fileHandleForWriting.close()
        }
        var pid: Int32?
        _ = Waiting.until(seconds: 30) {
            pid = (try? String(contentsOfFile: home.path("plugin.pid"), encoding: .utf8))
                .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            return pid != nil
        }
        return (process, pid ?? -1)
    }

    /// The journal's records, oldest first.
    var records: [JSONValue] {
        ((try? String(contentsOfFile: home.path("journal.jsonl"), encoding: .utf8)) ?? "").split(separator: "\n")
            .compactMap { try? JSONParser.parse(String($0)) }
    }

    func release() {
        _ = FileManager.default.createFile(atPath: home.path("release"), contents: nil)
    }

    static let signals: [(Int32, Int32, [String])] = [
        (SIGTERM, 143, ["run", "Routine", "--strict"]), (SIGINT, 130, ["run", "Routine"]),
        (SIGHUP, 129, ["run", "Routine", "--json"]), (SIGTERM, 143, ["hotkeys", "fire", "super-alt-r"]),
    ]

    @Test(arguments: signals) func aSignalEndsThePluginAndJournalsWhatWasCommitted(
        signal: Int32, status: Int32, command: [String]
    ) throws {
        let (process, plugin) = try startRoutine(command)
        defer {
            release()
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        #expect(plugin > 0)
        kill(process.processIdentifier, signal)
        #expect(Waiting.until(seconds: 10) { !process.isRunning })
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == status)
        #expect(Waiting.until(seconds: 5) { Waiting.hasEnded(plugin) })
        let last = try #require(records.last)
        #expect(last["intent"] == "Routine")
        #expect(last["ok"] == false)
        #expect(last["error"]?["case"] == "interrupted")
        #expect(last["time"]?.stringValue?.hasPrefix("2025-11-08T17:00:00") == true, "the pinned clock's time")
        #expect(last["steps"]?.arrayValue?.first?["status"] == "ok")
        let day = try JSONParser.parse(plugins.ritual("status", "--json").stdout)
        #expect(day["completed"]?.arrayValue?.contains { $0["name"] == "Meditate" } == true, "\(day)")
    }

    @Test func theRunAfterAKilledRunJournalsItAsInterrupted() throws {
        let (process, plugin) = try startRoutine()
        defer { release() }
        kill(process.processIdentifier, SIGKILL)
        // A killed run cannot end its plugin, which runs on in a process group of its own (and keeps what
        // Foundation watches for the run's exit open).
        if plugin > 0 { kill(plugin, SIGKILL) }
        #expect(Waiting.exit(of: process))
        #expect(!records.contains { $0["intent"] == "Routine" })
        #expect(try plugins.ritual.binary("run", "CompleteHabit", "habit=Stretch", "--strict").status == 0)
        let routine = records.filter { $0["intent"] == "Routine" }
        #expect(routine.count == 1)
        #expect(routine.first?["ok"] == false)
        #expect(routine.first?["error"]?["case"] == "interrupted")
        #expect(routine.first?["time"]?.stringValue?.hasPrefix("2025-11-08T17:00:00") == true, "the pinned clock's")
        #expect(try plugins.ritual.binary("run", "CompleteHabit", "habit=Meditate").status == 0)
        #expect(records.filter { $0["intent"] == "Routine" }.count == 1)
    }

    @Test func aSignalStopsABatchAfterTheLineItInterrupted() throws {
        let output = Pipe()
        let (process, plugin) = try startRoutine(
            batch: [
                #"{"intent": "Routine"}"#, #"{"intent": "CompleteHabit", "params": {"habit": "Stretch"}}"#,
            ], output: output)
        defer {
            release()
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        #expect(plugin > 0)
        kill(process.processIdentifier, SIGTERM)
        // Its few lines of answers fit in the pipe: they are read once it has exited, or been killed at the deadline.
        #expect(Waiting.exit(of: process))
        let answers = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 143)
        let lines = try answers.split(separator: "\n").map { try JSONParser.parse(String($0)) }
        #expect(lines.map { $0["error"]?["case"] } == ["interrupted"])
        #expect(!records.contains { $0["intent"] == "CompleteHabit" && $0["ok"] == true })
    }
}

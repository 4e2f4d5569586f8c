import Foundation
import IntentKitTesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The run modes of compositions across real `ritual` processes of one home. Each composition's step performs
/// `hold.wait`, an external plugin that writes a `started` marker and waits until the test creates its `release`
/// marker, so which run is in progress is known, never guessed from timing.
@Suite(.serialized) struct RunModeProcessTests {
    let ritual = Ritual()
    var markers: String { ritual.home.path("markers") }

    static let plugin = """
        #!/bin/sh
        markers='MARKERS'
        case "$1" in
        describe) cat <<'JSON'
        {"protocol": 1, "name": "hold", "summary": "Holds a run until the test releases it.",
         "actions": [{"name": "hold.wait", "summary": "Waits for the release marker of a tag.",
           "parameters": {"tag": {"type": "string", "required": true}}, "result": ["tag"]}]}
        JSON
        ;;
        run)
            tag=$(sed -n 's/.*"tag": *"\\([a-z0-9]*\\)".*/\\1/p')
            echo "start $tag" >> "$markers/events"
            : > "$markers/started.$tag"
            waited=0
            # A safety bound of its own, below the plugin timeout in config.yaml.
            while [ ! -e "$markers/release.$tag" ] && [ $waited -lt 600 ]; do sleep 0.05; waited=$((waited + 1)); done
            echo "end $tag" >> "$markers/events"
            printf '{"ok": true, "result": {"tag": "%s"}}\\n' "$tag"
            ;;
        esac

        """

    init() throws {
        try FileManager.default.createDirectory(atPath: ritual.home.path("markers"), withIntermediateDirectories: true)
        try PluginHome.executable(
            ritual.home.path("plugins/hold"), Self.plugin.replacingOccurrences(of: "MARKERS", with: markers))
        _ = try ritual.home.write("config.yaml", "plugins:\n  hold: {timeout: 60}\n")
        for (name, mode) in [
            ("HoldSingle", "mode: single"), ("HoldQueued", "mode: queued\nmax: 1"),
            ("HoldParallel", "mode: parallel\nmax: 2"),
        ] {
            _ = try ritual.home.write(
                "intents/\(name).yaml",
                """
                version: 1
                intent: \(name)
                title: \(name)
                summary: Holds until released.
                parameters:
                  tag: {type: string, required: true}
                \(mode)
                steps:
                  - perform: hold.wait
                    with: {tag: "{{ tag }}"}

                """)
        }
        let check = ritual("check")
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    /// A `ritual run INTENT tag=TAG --strict` process running in the background.
    final class Run {
        let process = Process()
        let tag: String
        private let output: URL

        init(_ ritual: Ritual, _ intent: String, tag: String) throws {
            self.tag = tag
            output = URL(fileURLWithPath: ritual.home.path("output.\(tag)"))
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            process.executableURL = URL(fileURLWithPath: Ritual.binary)
            process.arguments = ["run", intent, "tag=\(tag)", "--strict"]
            process.environment = ritual.environment
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = try FileHandle(forWritingTo: output)
            try process.run()
        }

        deinit {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }

        /// Its exit status, once it exited (within 60 s).
        func status() -> Int32? {
            let deadline = Date().addingTimeInterval(60)
            while process.isRunning, Date() < deadline { usleep(10_000) }
            return process.isRunning ? nil : process.terminationStatus
        }

        var stderr: String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }
    }

    /// Waits (at most 60 s) until `condition` holds.
    func eventually(_ condition: () -> Bool) -> Bool {
        Waiting.until(condition)
    }

    func started(_ tag: String) -> Bool { FileManager.default.fileExists(atPath: markers + "/started.\(tag)") }

    func release(_ tag: String) {
        _ = FileManager.default.createFile(atPath: markers + "/release.\(tag)", contents: nil)
    }

    var events: [String] {
        ((try? String(contentsOfFile: markers + "/events", encoding: .utf8)) ?? "").split(separator: "\n")
            .map(String.init)
    }

    /// Whether process `pid` waits for the lock on `file` of the locks folder, as the kernel lists it in /proc/locks
    /// (a blocked request is shown with `->`). Reading it takes no lock, so it cannot disturb the runs.
    func isWaiting(_ pid: Int32, on file: String) -> Bool {
        var info = stat()
        guard stat(ritual.home.path("locks/" + file), &info) == 0,
            let locks = try? String(contentsOfFile: "/proc/locks", encoding: .utf8)
        else { return false }
        return locks.split(separator: "\n").contains { line in
            let fields = line.split(separator: " ")
            guard fields.count > 5, fields[1] == "->", fields[5] == "\(pid)" else { return false }
            return fields[6].split(separator: ":").last == "\(info.st_ino)"
        }
    }

    /// The newest journal line of a run with `tag` (the journal lists the newest first).
    func journaled(_ tag: String) -> String {
        ritual("journal", "--limit", "20").stdout.split(separator: "\n").first { $0.contains("tag=\(tag) ") }
            .map(String.init) ?? ""
    }

    @Test func singleDropsASecondProcessWhileTheFirstIsHeldAndLetsALaterOneIn() throws {
        let first = try Run(ritual, "HoldSingle", tag: "a")
        #expect(eventually { started("a") })
        let second = try ritual.binary("run", "HoldSingle", "tag=b", "--strict")
        #expect(second.status == 69)
        #expect(second.stderr == "Error: 'HoldSingle' is already running; this run was dropped (mode: single).\n")
        #expect(journaled("b").contains("✗ alreadyRunning"))
        release("a")
        #expect(first.status() == 0, "\(first.stderr)")
        release("c")
        #expect(try ritual.binary("run", "HoldSingle", "tag=c", "--strict").status == 0)
        #expect(events == ["start a", "end a", "start c", "end c"])
    }

    @Test func queuedMakesTheSecondProcessWaitItsTurnAndDropsBeyondMax() throws {
        let first = try Run(ritual, "HoldQueued", tag: "a")
        #expect(eventually { started("a") })
        let second = try Run(ritual, "HoldQueued", tag: "b")
        #expect(eventually { isWaiting(second.process.processIdentifier, on: "holdqueued.lock") })
        let third = try ritual.binary("run", "HoldQueued", "tag=c", "--strict")
        #expect(third.status == 69)
        #expect(
            third.stderr
                == "Error: 'HoldQueued' already has 1 run waiting; this run was dropped (mode: queued, max: 1).\n")
        #expect(!started("b"))
        release("a")
        #expect(first.status() == 0, "\(first.stderr)")
        #expect(eventually { started("b") })
        release("b")
        #expect(second.status() == 0, "\(second.stderr)")
        #expect(events == ["start a", "end a", "start b", "end b"])
        #expect(journaled("c").contains("✗ alreadyRunning"))
    }

    @Test func aPressWhileAQueuedRunWaitsItsTurnCompletesPromptly() throws {
        #expect(ritual("habit", "add", "Meditate").status == 0)
        let first = try Run(ritual, "HoldQueued", tag: "a")
        #expect(eventually { started("a") })
        let second = try Run(ritual, "HoldQueued", tag: "b")
        #expect(eventually { isWaiting(second.process.processIdentifier, on: "holdqueued.lock") })
        let start = Date()
        let press = try ritual.binary("run", "CompleteHabit", "habit=Meditate", "--strict")
        #expect(press.status == 0, "\(press.stderr)")
        #expect(Date().timeIntervalSince(start) < 5)
        release("a")
        #expect(first.status() == 0, "\(first.stderr)")
        #expect(eventually { started("b") })
        release("b")
        #expect(second.status() == 0, "\(second.stderr)")
    }

    @Test func aSignalEndsAQueuedRunWaitingItsTurnAndJournalsIt() throws {
        let first = try Run(ritual, "HoldQueued", tag: "a")
        #expect(eventually { started("a") })
        let second = try Run(ritual, "HoldQueued", tag: "b")
        #expect(eventually { isWaiting(second.process.processIdentifier, on: "holdqueued.lock") })
        let start = Date()
        kill(second.process.processIdentifier, SIGTERM)
        #expect(second.status() == 143)
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(!started("b"))
        #expect(journaled("b").contains("✗ interrupted"), "\(journaled("b"))")
        release("a")
        #expect(first.status() == 0, "\(first.stderr)")
    }

    @Test func parallelRunsMaxProcessesAtOnceAndDropsOneMore() throws {
        let first = try Run(ritual, "HoldParallel", tag: "a")
        let second = try Run(ritual, "HoldParallel", tag: "b")
        #expect(eventually { started("a") && started("b") })
        let third = try ritual.binary("run", "HoldParallel", "tag=c", "--strict")
        #expect(third.status == 69)
        #expect(
            third.stderr
                == "Error: 'HoldParallel' is already running 2 times; this run was dropped (mode: parallel, max: 2).\n")
        release("a")
        release("b")
        #expect(first.status() == 0 && second.status() == 0)
        #expect(Set(events.prefix(2)) == ["start a", "start b"])
    }

    func hasEnded(_ pid: Int32) -> Bool { Waiting.hasEnded(pid) }

    @Test func aKilledProcessNeverLeavesTheIntentLocked() throws {
        let first = try Run(ritual, "HoldSingle", tag: "a")
        #expect(eventually { started("a") })
        kill(first.process.processIdentifier, SIGKILL)
        #expect(eventually { hasEnded(first.process.processIdentifier) })
        // The killed run's plugin still waits for its marker: it holds no lock of the run's.
        release("b")
        let next = try ritual.binary("run", "HoldSingle", "tag=b", "--strict")
        #expect(next.status == 0, "\(next.stderr)")
        #expect(events == ["start a", "start b", "end b"])
        release("a")
        #expect(first.status() == SIGKILL)
    }
}

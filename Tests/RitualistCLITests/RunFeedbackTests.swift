import Foundation
import IntentKit
import IntentKitTesting
import Testing

@Suite struct RunFeedbackTests {
    /// A home whose PATH starts with a folder of stub programs, with hotkeys for a completion and a read.
    func makeHome(config: String) throws -> (Ritual, TemporaryDirectory) {
        let stubs = TemporaryDirectory()
        var home = try HotkeyHome(
            config: """
                hotkeys:
                  - {keys: super+m, run: CompleteHabit, with: {habit: Say}}
                  - {keys: super+s, run: DayStatus}

                """ + config)
        home.ritual.extra["PATH"] = stubs.path + ":/usr/bin:/bin"
        home.ritual.extra["STUB_LOG"] = stubs.path + "/log"
        return (home.ritual, stubs)
    }

    func stub(_ name: String, in folder: TemporaryDirectory, exit code: Int = 0) throws {
        let path = try folder.write(
            name, "#!/bin/sh\nprintf '%s|' \"$0\" \"$@\" >> \"$STUB_LOG\"\necho >> \"$STUB_LOG\"\nexit \(code)\n")
        chmod(path, 0o755)
    }

    /// The stubs' log, once every program started with this log in its environment has ended. A command starts
    /// its refresh hooks and notification programs before it returns (detached, without waiting for them), so
    /// after it the log holds all they will write: what did not run then never will.
    func log(_ folder: TemporaryDirectory) -> [String] {
        #expect(Waiting.until(seconds: 30) { Self.running(withLog: folder.path + "/log").isEmpty })
        let text = (try? String(contentsOfFile: folder.path + "/log", encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { String($0).replacingOccurrences(of: folder.path + "/", with: "") }
    }

    /// The processes this test process started, directly or through them, that may still write to the log at
    /// `path`: those alive with `STUB_LOG=path` in their environment, and those whose environment cannot be told
    /// yet (a program between a fork and its exec, or in the middle of one), which are waited for too.
    static func running(withLog path: String) -> [String] {
        let entry = Array("STUB_LOG=\(path)".utf8) + [0]
        let own = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        var parents: [String: String] = [:]
        var alive: Set<String> = []
        for pid in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        where pid.allSatisfy(\.isNumber) {
            // /proc/PID/stat: "PID (name) STATE PPID ...", the name in parentheses possibly holding spaces.
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let fields = stat.split(separator: ")").last?.split(separator: " "), fields.count > 1
            else { continue }
            parents[pid] = String(fields[1])
            if fields[0] != "Z" { alive.insert(pid) }
        }
        let me = String(getpid())
        func descends(_ pid: String) -> Bool {
            var current = parents[pid]
            for _ in 0..<64 {
                guard let parent = current, parent != "0" else { return false }
                if parent == me { return true }
                current = parents[parent]
            }
            return false
        }
        return alive.filter { pid in
            guard pid != me, descends(pid) else { return false }
            let environ = [UInt8](FileManager.default.contents(atPath: "/proc/\(pid)/environ") ?? Data())
            if environ.isEmpty { return true }
            if let own, (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")) == own {
                return true
            }
            return environ.split(separator: 0, omittingEmptySubsequences: false).contains { Array($0) + [0] == entry }
        }.sorted()
    }

    @Test func aProgramWithTheStubsLogInItsEnvironmentIsSeenUntilItEnds() throws {
        let path = TemporaryDirectory().path + "/log"
        let input = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "read line"]
        process.environment = ["STUB_LOG": path]
        process.standardInput = input
        try process.run()
        let pid = String(process.processIdentifier)
        #expect(Self.running(withLog: path).contains(pid))
        #expect(!Self.running(withLog: path + "x").contains(pid))
        try input.fileHandleForWriting.close()
        #expect(Waiting.exit(of: process, within: 30))
        #expect(!Self.running(withLog: path).contains(pid))
    }

    @Test func aRunThatChangesSomethingRunsTheRefreshHooksAndAReadDoesNot() throws {
        let (ritual, stubs) = try makeHome(config: "refresh:\n  - [bar-refresh, -RTMIN+8, waybar]\n")
        try stub("bar-refresh", in: stubs)
        #expect(ritual("hotkeys", "fire", "super-s").status == 0)
        #expect(ritual("hotkeys", "fire", "super-m").status == 0)
        #expect(log(stubs) == ["bar-refresh|-RTMIN+8|waybar|"])
        // Pressed again: refused (already done), so nothing changed and nothing is refreshed.
        #expect(ritual("hotkeys", "fire", "super-m").status == 0)
        #expect(log(stubs) == ["bar-refresh|-RTMIN+8|waybar|"])
    }

    @Test func notifyErrorsShowsOnlyTheFailureWithItsMessage() throws {
        let (ritual, stubs) = try makeHome(config: "notify: errors\n")
        try stub("notify-send", in: stubs)
        ritual("hotkeys", "fire", "super-m")
        ritual("hotkeys", "fire", "super-m")
        #expect(
            log(stubs) == [
                "notify-send|--app-name=ritual|--hint=string:x-canonical-private-synchronous:ritual|--|✗ CompleteHabit|"
                    + "&#39;Say &quot;hi&quot; it&#39;s $HOME; #1 {a,b} 100% 🧘&#39; already completed today.|"
            ])
    }

    @Test func notifyFlagShowsASuccess() throws {
        let (ritual, stubs) = try makeHome(config: "")
        try stub("notify-send", in: stubs)
        ritual("hotkeys", "fire", "super-m", "--notify")
        #expect(
            log(stubs) == [
                "notify-send|--app-name=ritual|--hint=string:x-canonical-private-synchronous:ritual|--|✓ CompleteHabit|"
                    + "Completed &#39;Say &quot;hi&quot; it&#39;s $HOME; #1 {a,b} 100% 🧘&#39; on 2025-11-08 — 1 of 2 done|"
            ])
    }

    @Test func aFailingOrMissingNotifierNeverFailsTheRun() throws {
        let (ritual, stubs) = try makeHome(config: "notify: always\n")
        try stub("notify-send", in: stubs, exit: 1)
        let output = ritual("hotkeys", "fire", "super-m", "--strict")
        #expect(output.status == 0)
        #expect(output.stderr == "")
        #expect(log(stubs).count == 1)
        try FileManager.default.removeItem(atPath: stubs.path + "/notify-send")
        var noNotifier = ritual
        noNotifier.extra["PATH"] = stubs.path
        #expect(noNotifier("run", "UndoCompletion", "habit=Say").status == 0)
        #expect(noNotifier("hotkeys", "fire", "super-m", "--strict").status == 0)
        #expect(ritual("status", "--format", "plain").stdout.hasPrefix("1/2"))
    }

    @Test func withoutNotifySendTheNotificationGoesStraightToTheServiceThroughGDBus() throws {
        let (home, stubs) = try makeHome(config: "notify: always\n")
        try stub("gdbus", in: stubs)
        var ritual = home
        ritual.extra["PATH"] = stubs.path
        ritual("hotkeys", "fire", "super-m")
        #expect(
            log(stubs) == [
                "gdbus|call|--session|--dest|org.freedesktop.Notifications|--object-path|/org/freedesktop/Notifications|"
                    + "--method|org.freedesktop.Notifications.Notify|'ritual'|0|''|'✓ CompleteHabit'|"
                    + #"'Completed &#39;Say &quot;hi&quot; it&#39;s $HOME; #1 {a,b} 100% 🧘&#39; on 2025-11-08 — 1 of 2 "#
                    + #"done'|[]|{'x-canonical-private-synchronous': <'ritual'>}|int32 -1|"#
            ])
    }

    @Test func anUnknownHotkeyIdIsJournaledAndNotifiedAsAnyFailedRun() throws {
        let (ritual, stubs) = try makeHome(config: "notify: errors\n")
        try stub("notify-send", in: stubs)
        let silent = ritual("hotkeys", "fire", "super-x")
        #expect(silent.status == 0)
        #expect(silent.stderr == "")
        let message = "No hotkey with the id 'super-x' in config.yaml. Run 'ritual hotkeys list'."
        #expect(
            log(stubs) == [
                "notify-send|--app-name=ritual|--hint=string:x-canonical-private-synchronous:ritual|--|✗ hotkeys fire|"
                    + "No hotkey with the id &#39;super-x&#39; in config.yaml. Run &#39;ritual hotkeys list&#39;.|"
            ])
        let strict = ritual("hotkeys", "fire", "super-x", "--strict")
        #expect(strict.status == 64)
        #expect(strict.stderr == "Error: " + message + "\n")
        let records = (try JSONParser.parse(ritual("journal", "--json").stdout).arrayValue ?? []).filter {
            $0["intent"] != .string("AddHabit")
        }
        #expect(records.count == 2)
        #expect(Set(records.compactMap { $0["mode"]?.stringValue }) == ["silent", "strict"])
        for record in records {
            #expect(record["time"]?.stringValue?.hasPrefix("2025-11-08T17:00:00") == true, "the pinned clock's time")
            #expect(record["intent"] == .string("hotkeys fire"))
            #expect(record["parameters"]?["id"] == .string("super-x"))
            #expect(record["ok"] == .bool(false))
            #expect(record["error"]?["case"] == .string("unknownHotkey"))
            #expect(record["error"]?["message"] == .string(message))
        }
    }

    @Test func runRefreshesTheBarsAfterAChangeAndNotifiesWhenAsked() throws {
        let (ritual, stubs) = try makeHome(config: "refresh:\n  - [bar-refresh]\n")
        try stub("bar-refresh", in: stubs)
        try stub("notify-send", in: stubs)
        #expect(ritual("run", "DayStatus").status == 0)
        #expect(ritual("run", "CompleteHabit", "habit=Water").status == 0)  // refused: needs a value, no change
        #expect(log(stubs).isEmpty)
        #expect(ritual("run", "LogHabitValue", "habit=Water", "value=2", "--notify").status == 0)
        // Both programs run detached and write one log, in whichever order their bytes arrive.
        let text = log(stubs).joined(separator: "\n")
        #expect(text.contains("bar-refresh|"))
        #expect(text.contains("notify-send|--app-name=ritual|"))
        #expect(text.contains("✓ LogHabitValue|"))
    }

    /// A home with two habits, set up by `setup` before config.yaml asks for a refresh hook that records each call
    /// and binds a hotkey to complete Meditate.
    func refreshingHome(after setup: [[String]]) throws -> (Ritual, TemporaryDirectory) {
        let stubs = TemporaryDirectory()
        var ritual = Ritual()
        ritual.extra["PATH"] = stubs.path + ":/usr/bin:/bin"
        ritual.extra["STUB_LOG"] = stubs.path + "/log"
        ritual("habit", "add", "Meditate")
        ritual("habit", "add", "Water", "--target", "8")
        for command in setup { _ = ritual.run(command) }
        _ = try ritual.home.write(
            "config.yaml",
            """
            refresh:
              - [bar-refresh, changed]
            hotkeys:
              - {keys: super+m, run: CompleteHabit, with: {habit: Meditate}}

            """)
        try stub("bar-refresh", in: stubs)
        return (ritual, stubs)
    }

    static let completeMeditate = #"{"intent": "CompleteHabit", "params": {"habit": "Meditate"}}"#

    @Test(
        arguments: [
            ([], ["done", "Meditate"], nil),
            ([["done", "Meditate"]], ["undo", "Meditate"], nil),
            ([], ["log", "Water", "3"], nil),
            ([], ["skip", "Meditate"], nil),
            ([], ["skip"], nil),
            ([["skip", "Meditate"]], ["skip", "Meditate", "--undo"], nil),
            ([], ["habit", "add", "Read"], nil),
            ([], ["habit", "edit", "Meditate", "--name", "Sit"], nil),
            ([], ["habit", "archive", "Meditate"], nil),
            ([["habit", "archive", "Meditate"]], ["habit", "unarchive", "Meditate"], nil),
            ([], ["habit", "remove", "Meditate", "--yes"], nil),
            ([], ["run", "--batch"], completeMeditate + "\n" + completeMeditate),
            ([], ["run", "CompleteHabit", "habit=Meditate"], nil),
            ([], ["hotkeys", "fire", "super-m"], nil),
        ] as [([[String]], [String], String?)])
    func everyVerbThatChangesHistoryRunsTheRefreshHooksOnceAndJournalsOnceWithThePinnedClock(
        setup: [[String]], verb: [String], stdin: String?
    ) throws {
        let (ritual, stubs) = try refreshingHome(after: setup)
        let before = journal(ritual).count
        let result = ritual.run(verb, stdin: stdin)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(log(stubs) == ["bar-refresh|changed|"], "one refresh per change")
        // One record per run (a batch's two lines are two runs), each stamped 12:00 in New York, the pinned clock.
        let records = journal(ritual).dropFirst(before)
        #expect(records.count == (stdin?.split(separator: "\n").count ?? 1))
        for record in records {
            #expect(record["time"]?.stringValue?.hasPrefix("2025-11-08T17:00:00") == true, "\(record)")
        }
    }

    /// The journal's records, oldest first.
    func journal(_ ritual: Ritual) -> [JSONValue] {
        ((try? JSONParser.parse(ritual("journal", "--json").stdout).arrayValue) ?? []).reversed()
    }

    @Test func aVerbThatChangesHistoryNotifiesAsConfigYamlAsks() throws {
        let (ritual, stubs) = try refreshingHome(after: [])
        _ = try ritual.home.write("config.yaml", "notify: always\n")
        try stub("notify-send", in: stubs)
        #expect(ritual("done", "Meditate").status == 0)
        #expect(ritual("status", "--format", "plain").status == 0)
        #expect(
            log(stubs) == [
                "notify-send|--app-name=ritual|--hint=string:x-canonical-private-synchronous:ritual|--|✓ CompleteHabit|"
                    + "Completed &#39;Meditate&#39; on 2025-11-08 — 1 of 2 done|"
            ])
    }

    @Test func aVerbThatReadsOrIsRefusedRefreshesNothing() throws {
        let (ritual, stubs) = try refreshingHome(after: [["done", "Meditate"]])
        for (verb, stdin) in [
            (["done", "Meditate"], nil), (["undo", "Water"], nil), (["habit", "add", "Meditate"], nil),
            (["status"], nil), (["status", "--format", "waybar"], nil), (["list"], nil), (["habit", "list"], nil),
            (["streak", "Meditate"], nil), (["calendar"], nil), (["run", "DayStatus"], nil),
            (["run", "--batch"], #"{"intent": "DayStatus"}"# + "\n" + Self.completeMeditate),
        ] as [([String], String?)] {
            _ = ritual.run(verb, stdin: stdin)
        }
        #expect(log(stubs).isEmpty)
    }
}

/// `ritual check` reports what a hotkey would do wrong at a press, as `ritual hotkeys` does.
@Suite struct HotkeyCheckCommandTests {
    @Test func checkReportsABindingToAnUnknownIntentAndAMissingParameter() throws {
        let home = try HotkeyHome(
            config: """
                hotkeys:
                  - {keys: super+m, run: CompleteHabitt}
                  - {keys: super+n, run: CompleteHabit}

                """)
        let result = home.ritual("check")
        #expect(result.status == 78)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 2)
        #expect(errors[0].hasSuffix("error: unknown intent 'CompleteHabitt'. Did you mean 'CompleteHabit'?"))
        #expect(errors[1].hasSuffix("error: intent 'CompleteHabit' needs 'habit'; add it under 'with'"))
    }
}

import Foundation
import IntentKit
import IntentKitTesting
import Testing

@Suite struct ExternalPluginTests {
    @Test func pluginActionRunsAsAnIntent() throws {
        let plugins = try PluginHome()
        let result = plugins.ritual("run", "Say", "text=hello", "--json", "--strict")
        #expect(result.status == 0, "\(result.stderr)")
        let outcome = try JSONParser.parse(result.stdout)
        #expect(outcome["ok"] == true)
        #expect(outcome["result"]?["said"] == "hi")
    }

    /// A plugin gets its three standard streams and nothing else the runner holds: no file it has open for writing
    /// (which would also keep that file from being executed, "Text file busy", while the plugin runs).
    @Test func aPluginInheritsOnlyItsStandardStreams() throws {
        let plugins = try PluginHome(
            run: #"set -- $(ls /proc/$$/fd); echo "{\"ok\": true, \"result\": {\"said\": \"$*\"}}""#)
        let held = open(plugins.home.path("held"), O_WRONLY | O_CREAT, 0o600)
        #expect(held > 2)
        defer { close(held) }
        let result = plugins.ritual("run", "Say", "text=x", "--json", "--strict")
        #expect(result.status == 0, "\(result.stderr)")
        let said = try JSONParser.parse(result.stdout)["result"]?["said"]?.stringValue ?? ""
        #expect(!said.split(separator: " ").contains("\(held)"), "\(said)")
        #expect(Set(said.split(separator: " ")).isSuperset(of: ["0", "1", "2"]), "\(said)")
    }

    /// A plugin file held open for writing cannot be executed ("Text file busy"); the run waits for the write to end.
    @Test func aPluginStillBeingWrittenStartsOnceTheWriteEnds() throws {
        let plugins = try PluginHome()
        _ = plugins.ritual("list")
        let writer = open(plugins.home.path("plugins/echo"), O_WRONLY | O_APPEND | O_CLOEXEC)
        #expect(writer > 2)
        let closing = Thread {
            usleep(150_000)
            close(writer)
        }
        closing.start()
        let result = plugins.ritual("run", "Say", "text=x", "--json", "--strict")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    @Test func hostileParameterArrivesAsPlainText() throws {
        let marker = FileManager.default.temporaryDirectory.path + "/ritualist-pwned-\(getpid())"
        let plugins = try PluginHome(
            run: #"read -r request; printf '%s' "$request" > "$(dirname "$0")/../request.json"; "#
                + #"echo '{"ok": true, "result": {"said": "ok"}}'"#)
        let hostile = "$(touch \(marker)); rm -rf ~ `touch \(marker)` \"'"
        let result = plugins.ritual("run", "Say", "text=\(hostile)", "--strict")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: marker))
        let request = try JSONParser.parse(String(contentsOfFile: plugins.home.path("request.json"), encoding: .utf8))
        #expect(request["parameters"]?["text"] == .string(hostile))
        #expect(request["action"] == "echo.say")
        #expect(request["context"]?["today"] == "2025-11-08")
        #expect(request["context"]?["intent"] == "Say")
    }

    @Test func environmentIsSanitised() throws {
        var plugins = try PluginHome(
            run: #"env > "$(dirname "$0")/../env.txt"; echo '{"ok": true, "result": {"said": "ok"}}'"#)
        plugins.ritual.extra = ["SECRET_TOKEN": "s3cret", "LC_ALL": "C"]
        #expect(plugins.ritual("run", "Say", "text=x", "--strict").status == 0)
        let env = try String(contentsOfFile: plugins.home.path("env.txt"), encoding: .utf8)
        #expect(!env.contains("SECRET_TOKEN"))
        #expect(env.contains("LC_ALL=C"))
        #expect(env.contains("RITUALIST_HOME="))
    }

    static let failures: [(String, String)] = [
        ("exit 3", "exited with status 3"),
        ("echo 'not json'", "run printed malformed JSON"),
        (
            #"echo '{"ok": true, "result": {"wrong": 1}}'"#,
            "the result has fields [wrong], but 'echo.say' declares [said]"
        ),
        (#"echo '{"result": {"said": 1}}'"#, "the response needs \"ok\": true or false"),
        ("echo oops >&2; exit 1", "exited with status 1. Its stderr ended with: oops"),
        ("head -c 2000000 /dev/zero | tr '\\\\0' x", "printed more than 1048576 bytes"),
    ]

    @Test(arguments: failures) func brokenPluginFailsWithPluginFailed(run: String, reason: String) throws {
        let plugins = try PluginHome(run: run)
        let result = plugins.ritual("run", "Say", "text=x", "--json", "--strict")
        #expect(result.status == 69)
        let outcome = try JSONParser.parse(result.stdout)
        #expect(outcome["error"]?["case"] == "pluginFailed")
        let message = outcome["error"]?["message"]?.stringValue ?? ""
        #expect(message.contains(reason), "\(message)")
    }

    @Test func timeoutKillsTheWholeProcessGroup() throws {
        let plugins = try PluginHome(run: #"(sleep 30; touch "$(dirname "$0")/../late") & sleep 30"#)
        _ = try plugins.home.write("config.yaml", "plugins:\n  echo: {timeout: 0.5}\n")
        let start = Date()
        let result = plugins.ritual("run", "Say", "text=x", "--json", "--strict")
        #expect(Date().timeIntervalSince(start) < 5)
        let outcome = try JSONParser.parse(result.stdout)
        #expect(outcome["error"]?["case"] == "pluginFailed")
        #expect(outcome["error"]?["message"]?.stringValue?.contains("timed out after 0.5 s") == true)
        let journal = try String(contentsOfFile: plugins.home.path("journal.jsonl"), encoding: .utf8)
        #expect(journal.contains("timed out"))
    }

    @Test func aPluginThatNeverReadsALargeRequestStillTimesOut() throws {
        let plugins = try PluginHome(run: "sleep 30")
        _ = try plugins.home.write("config.yaml", "plugins:\n  echo: {timeout: 0.5}\n")
        let text = String(repeating: "x", count: 200_000)
        let start = Date()
        let result = plugins.ritual("run", "Say", "text=\(text)", "--json", "--strict")
        #expect(Date().timeIntervalSince(start) < 5)
        let outcome = try JSONParser.parse(result.stdout)
        #expect(outcome["error"]?["message"]?.stringValue?.contains("timed out after 0.5 s") == true)
    }

    @Test func aPluginThatAnswersALargeRequestBeforeReadingItSucceeds() throws {
        let said = String(repeating: "y", count: 100_000)
        let plugins = try PluginHome(
            run: #"printf '{"ok": true, "result": {"said": "%s"}}\n' "$(head -c 100000 /dev/zero | tr '\0' y)"; "#
                + "cat > /dev/null")
        _ = try plugins.home.write("config.yaml", "plugins:\n  echo: {timeout: 5}\n")
        let result = plugins.ritual("run", "Say", "text=\(String(repeating: "x", count: 200_000))", "--json")
        let outcome = try JSONParser.parse(result.stdout)
        #expect(outcome["result"]?["said"] == .string(said), "\(result.stdout.prefix(300))")
    }

    @Test func reportedErrorKeepsThePluginsCase() throws {
        let plugins = try PluginHome(
            run: #"echo '{"ok": false, "error": {"case": "noRepository", "message": "No repository here."}}'"#)
        let result = plugins.ritual("run", "Say", "text=x", "--json", "--strict")
        #expect(result.status == 65)
        let outcome = try JSONParser.parse(result.stdout)
        #expect(outcome["error"]?["case"] == "noRepository")
    }

    @Test(arguments: [0o775, 0o757]) func writablePluginIsRefused(mode: Int) throws {
        let plugins = try PluginHome()
        chmod(plugins.home.path("plugins/echo"), mode_t(mode))
        let listed = plugins.ritual("plugins")
        #expect(listed.stderr.contains("refused: file is writable by others; run 'chmod go-w"))
        #expect(plugins.executions("describe") == 0)
        let result = plugins.ritual("run", "Say", "text=x", "--strict")
        #expect(result.status == 78)
    }

    @Test(.enabled(if: getuid() == 0, "only root can give a file to another user"))
    func pluginOwnedByAnotherUserIsRefused() throws {
        let plugins = try PluginHome()
        chown(plugins.home.path("plugins/echo"), 65_534, 65_534)
        #expect(plugins.ritual("plugins").stderr.contains("refused: file is owned by uid 65534, not you"))
        #expect(plugins.ritual("run", "Say", "text=x", "--strict").status == 78)
        #expect(plugins.executions("describe") == 0)
    }

    @Test func unchangedPluginIsDescribedOnce() throws {
        let plugins = try PluginHome()
        for _ in 0..<3 { #expect(plugins.ritual("run", "Say", "text=x", "--strict").status == 0) }
        #expect(plugins.executions("describe") == 1)
        #expect(plugins.executions("run") == 3)
        try plugins.install(run: #"echo '{"ok": true, "result": {"said": "changed"}}'"#)
        for _ in 0..<2 { #expect(plugins.ritual("run", "Say", "text=x", "--strict").status == 0) }
        #expect(plugins.executions("describe") == 2)
        try FileManager.default.removeItem(atPath: plugins.home.path("plugins-cache.json"))
        #expect(plugins.ritual("run", "Say", "text=x", "--strict").status == 0)
        #expect(plugins.executions("describe") == 3)
    }

    @Test func pluginsCommandListsActionsAndProblems() throws {
        let plugins = try PluginHome()
        try PluginHome.executable(plugins.home.path("plugins/broken"), "#!/bin/sh\necho '\u{1B}]0;x\u{07}nope'\n")
        let result = plugins.ritual("plugins", "--json")
        let entries = try #require(try JSONParser.parse(result.stdout).arrayValue)
        #expect(entries.count == 2)
        #expect(entries[1]["name"] == "echo")
        #expect(entries[1]["actions"]?.arrayValue?.first?["name"] == "echo.say")
        #expect(
            entries[0]["problems"]?.arrayValue?.first?.stringValue?.hasPrefix("describe printed malformed JSON") == true
        )
        let text = plugins.ritual("plugins")
        #expect(text.stdout.contains("echo.say  Says a text back."))
        #expect(!text.stderr.contains("\u{1B}"))
        #expect(plugins.ritual("list").stdout.contains("Say"))
    }

    @Test func checkReportsAPluginThatIsLeftOutWithItsPath() throws {
        let plugins = try PluginHome()
        let broken = plugins.home.path("plugins/broken")
        try PluginHome.executable(broken, "#!/bin/sh\necho nope\n")
        let result = plugins.ritual("check")
        #expect(result.status == 78)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("\(broken): error: plugin: describe printed malformed JSON") })
        #expect(lines.last == "1 error in 1 file.")
        let json = try JSONParser.parse(plugins.ritual("check", "--json").stdout)
        #expect(json["ok"] == .bool(false))
        #expect(json["diagnostics"]?.arrayValue?.first?["file"] == .string(broken))
    }
}

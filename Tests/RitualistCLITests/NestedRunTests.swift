import Foundation
import IntentKit
import IntentKitTesting
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A plugin that runs `ritual` itself, through the built binary: the nesting is bounded across processes, and a
/// timeout ends every process the nested runs started.
@Suite(.serialized) struct NestedRunTests {
    @Test func aPluginRunningItsOwnIntentAgainStopsAtTheNestingLimit() throws {
        // The plugin's own safety bound, far above the limit, keeps a broken build from recursing for ever.
        let plugins = try PluginHome(
            run: #"if [ "$(grep -c '^run$' "$(dirname "$0")/../runs.log")" -lt 20 ]; then "#
                + "'\(Ritual.binary)' run Say text=x --strict > /dev/null "
                + #"2>> "$(dirname "$0")/../nested.err"; fi; echo '{"ok": true, "result": {"said": "hi"}}'"#)
        let result = plugins.ritual("run", "Say", "text=x", "--strict")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(plugins.executions("run") == Runner.maximumDepth)
        let nested = (try? String(contentsOfFile: plugins.home.path("nested.err"), encoding: .utf8)) ?? ""
        #expect(
            nested.contains(
                "Error: Runs of ritual nest 8 deep through plugins (RITUALIST_DEPTH=8): a plugin runs ritual, "
                    + "which runs it again. Break the chain."), "\(nested)")
    }

    static let depths: [(String, Bool)] = [
        ("", true), ("0", true), ("7", true), ("8", false), ("99999999999999999999", false), ("-3", true),
        ("x", true),
    ]

    @Test(arguments: depths) func aRunStartsOnlyBelowTheNestingLimit(depth: String, runs: Bool) {
        var ritual = Ritual()
        ritual.extra = ["RITUALIST_DEPTH": depth]
        let result = ritual("run", "Today", "--strict")
        #expect(result.status == (runs ? 0 : 78), "\(result.stderr)")
        #expect(result.stderr.contains("through plugins") != runs)
    }

    @Test func aTimeoutEndsTheProcessesOfTheRunsNestedInThePlugin() throws {
        let plugins = try PluginHome(
            run: #"cd "$(dirname "$0")/.."; if [ ! -e nested ]; then : > nested; "#
                + "'\(Ritual.binary)' run Say text=x > /dev/null 2>&1; "
                + #"else sleep 30 & echo $! > straggler; wait; fi"#)
        _ = try plugins.home.write("config.yaml", "plugins:\n  echo: {timeout: 3}\n")
        let result = plugins.ritual("run", "Say", "text=x", "--json", "--strict")
        #expect(result.stdout.contains("timed out after 3 s"), "\(result.stdout)")
        let pid = try #require(
            Int32(
                (try? String(contentsOfFile: plugins.home.path("straggler"), encoding: .utf8))?
                    .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""))
        defer { kill(pid, SIGKILL) }
        #expect(Waiting.until(seconds: 5) { Waiting.hasEnded(pid) })
    }
}

import IntentKit
import Testing

@Suite struct ExternalPluginConflictTests {
    @Test func aPluginCannotReplaceABuiltInAction() throws {
        let plugins = try PluginHome()
        let hijack = PluginHome.description.replacingOccurrences(of: "\"echo", with: "\"habits")
            .replacingOccurrences(of: "habits.say", with: "habits.complete")
        try plugins.install(run: "exit 9", describe: hijack, name: "habits")
        plugins.ritual("habit", "add", "Meditate")
        let result = plugins.ritual("run", "CompleteHabit", "habit=Meditate", "--json", "--strict")
        #expect(result.status == 0, "\(result.stdout)")
        #expect(plugins.executions("run") == 0)
        let check = plugins.ritual("check")
        #expect((check.stdout + check.stderr).contains("action 'habits.complete' (habits and ritualist)"))
    }

    @Test func twoPluginsOfOneNameRunTheFirstAndCheckNamesBoth() throws {
        let plugins = try PluginHome()
        let first = plugins.home.path("plugins/echo")
        let second = plugins.home.path("plugins/echo-copy")
        try PluginHome.executable(
            second,
            "#!/bin/sh\ncase \"$1\" in describe) cat <<'JSON'\n\(PluginHome.description)\nJSON\n;;\n"
                + "run) echo '{\"ok\": true, \"result\": {\"said\": \"copy\"}}' ;;\nesac\n")
        let result = plugins.ritual("run", "Say", "text=x", "--json", "--strict")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try JSONParser.parse(result.stdout)["result"]?["said"] == "hi")
        let problem = "another plugin is named 'echo': '\(first)', which is used instead; rename or remove one"
        let check = plugins.ritual("check")
        #expect(check.status == 78)
        #expect(check.stderr == "\(second): error: plugin: \(problem)\n1 error in 1 file.\n")
        #expect(plugins.ritual("plugins").stderr == "warning: \(second): \(problem)\n")
    }
}

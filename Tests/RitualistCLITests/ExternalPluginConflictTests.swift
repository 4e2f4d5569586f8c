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
}

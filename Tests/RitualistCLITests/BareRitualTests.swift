import Testing

/// Bare `ritual`: on a terminal, today's widget and one line on where help is; through a pipe, the usage as before.
@Suite struct BareRitualTests {
    func makeHome() -> Ritual {
        let ritual = Ritual()
        ritual("habit", "add", "Meditate", "--emoji", "🧘", "--start", "2025-11-01")
        ritual("habit", "add", "Read", "--start", "2025-11-01")
        ritual("done", "Meditate")
        return ritual
    }

    @Test func bareRitualOnATerminalShowsTodaysWidgetAndWhereHelpIs() {
        let ritual = makeHome()
        let result = ritual.run([], terminal: true)
        #expect(result.status == 0)
        #expect(
            result.stdout == ritual.run(["status"], terminal: true).stdout + "\n"
                + "Commands: ritual --help · a guided tour: ritual tour · the manual: man ritual\n")
        #expect(result.stdout.hasPrefix("‹ Saturday 2025-11-08 · today\n"))
        #expect(result.stdout.contains("✓ 🧘 Meditate"))
    }

    @Test func bareRitualThroughAPipePrintsTheUsageAsBefore() {
        let result = makeHome().run([])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("OVERVIEW: Run habit intents from scripts, hotkeys and status bars."))
        #expect(result.stdout.contains("USAGE: ritual <subcommand>"))
    }

    @Test func bareRitualOnATerminalReportsABrokenConfigurationAsStatusDoes() throws {
        let ritual = makeHome()
        try ritual.home.write("config.yaml", "week_start: funday\n")
        let bare = ritual.run([], terminal: true)
        let status = ritual.run(["status"], terminal: true)
        #expect(bare.status == status.status)
        #expect(!bare.stderr.isEmpty)
        #expect(bare.stderr == status.stderr)
    }
}

import Testing

/// The root help: the subcommands in groups a person looks for, and three examples.
@Suite struct RootHelpTests {
    @Test func theRootHelpGroupsTheSubcommands() {
        let help = Ritual()("--help").stdout
        let groups = ["DAILY", "HABITS", "AUTOMATIONS", "DESKTOP", "SETUP"].map { "\n\($0) SUBCOMMANDS:\n" }
        let positions = groups.compactMap { help.range(of: $0)?.lowerBound }
        #expect(positions.count == groups.count)
        #expect(positions == positions.sorted())
        #expect(!help.contains("\nSUBCOMMANDS:\n"))
    }

    @Test(arguments: [
        ("DAILY", ["done", "undo", "log", "skip", "status", "streak", "stats", "calendar"]),
        ("HABITS", ["habit"]), ("AUTOMATIONS", ["run", "list", "describe", "journal", "triggers"]),
        ("DESKTOP", ["hotkeys"]), ("DATA", ["changes", "export", "import", "backup", "restore", "sync"]),
        ("SETUP", ["tour", "check", "plugins", "doctor"]),
    ])
    func theRootHelpGroupsTheSubcommandsEachInItsGroup(group: String, names: [String]) throws {
        let help = Ritual()("--help").stdout
        let start = try #require(help.range(of: "\(group) SUBCOMMANDS:\n")).upperBound
        let section = help[start...].prefix { _ in true }.components(separatedBy: "\n\n")[0]
        let listed = section.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            .map { String($0.split(separator: " ")[0]) }
        #expect(listed == names)
    }

    @Test func theRootHelpGivesThreeExamples() {
        let help = Ritual()("--help").stdout
        #expect(
            help.contains(
                """
                Examples:
                  ritual done Meditate
                      Mark Meditate done today.
                  ritual run LogHabitValue habit=Water value=2
                      Add 2 to today's Water, as a hotkey or a script does.
                  ritual status --format waybar --category work
                      Today's work habits, for a status bar.

                """))
    }
}

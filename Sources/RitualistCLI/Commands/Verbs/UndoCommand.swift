import ArgumentParser
import RitualistApp
import RitualistConsole

struct UndoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo",
        abstract: "Remove a habit's logs for a day (UndoCompletion), or reverse the last change (--last, UndoLast).",
        discussion: """
            With --last, the most recent change still in effect is reversed, whatever it was (a completion, an \
            amount, an edit, an archive, a rest day, a removal), and the change log records the undo; repeated, \
            it walks back further. Examples:
              ritual undo Meditate
              ritual undo Water --date 2025-11-07
              ritual undo --last
            """)

    @Argument(help: "The habit, by name, unique prefix or id.", completion: .habitNames)
    var habit: String?

    @Option(
        help: ArgumentHelp(
            "The day (YYYY-MM-DD, today, yesterday, selected); today by default.", valueName: "date"),
        completion: .pastDateWords)
    var date: String?

    @Flag(help: "Reverse the most recent change still in effect instead.")
    var last = false

    @OptionGroup var script: ScriptOptions

    func run() throws {
        try UndoRequest(habit: habit, date: date, last: last, json: script.json).run()
    }
}

import ArgumentParser
import RitualistConsole
import RitualistTransfer

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Read a history from a Ritualist export, Loop Habit Tracker or harsh.",
        discussion: """
            Without --from the format is found from what FILE holds: JSON with "formatVersion" (a Ritualist \
            export), a SQLite file (a Loop backup), a folder or zip holding Habits.csv (a Loop CSV export), a folder \
            holding habits and log (harsh). The import goes into an empty store, all of it or nothing; --merge adds \
            to a store with a history only what it lacks (a Ritualist export by id, the others by habit name and \
            day), so importing twice changes nothing. The report names every habit whose data was approximated or \
            could not be imported, and why. Files over 128 MiB are refused.
            """)

    @Argument(
        help: "The export file, Loop backup or CSV export (a folder or zip), or harsh's folder.", completion: .file())
    var file: String

    @Option(help: "The format (found from what the file holds when left out).")
    var from: ImportSource?

    @Flag(help: "Add to a store that already holds a history, skipping what it has.")
    var merge = false

    @Flag(help: "Report what would be imported, and write nothing.")
    var dryRun = false

    @OptionGroup var options: ScriptOptions

    func run() throws {
        try ImportRequest(file: file, source: from, merge: merge, dryRun: dryRun, json: options.json).run()
    }
}

extension ImportSource: ExpressibleByArgument {}

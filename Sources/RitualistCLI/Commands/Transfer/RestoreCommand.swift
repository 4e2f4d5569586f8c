import ArgumentParser
import RitualistConsole
import RitualistTransfer

struct RestoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Put a backup in the habit store's place, keeping the current store beside it.",
        discussion: """
            FILE must be a Ritualist store of a schema version this program reads, and pass SQLite's integrity \
            check. The current store is kept as ritualist.sqlite.before-restore-TIME beside it, and the backup \
            replaces it in one step (a rename). Nothing changes while another ritual is writing to the store. \
            With sync, the next 'ritual sync' pulls back the changes the server holds that the backup lacks (the \
            restore counts them); to keep the backup's state on every machine, undo them after that sync \
            (docs/sync.md, "Restore and sync").
            """)

    @Argument(help: "The backup to restore.", completion: .file())
    var file: String

    @OptionGroup var options: ScriptOptions

    func run() throws {
        try RestoreRequest(file: file, json: options.json).run()
    }
}

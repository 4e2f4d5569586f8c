import ArgumentParser
import RitualistConsole
import RitualistTransfer

struct BackupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Copy the habit store, consistently, while other commands may be writing.",
        discussion: """
            SQLite copies the live store (VACUUM INTO), the copy is checked (PRAGMA integrity_check) and written \
            readable by you only. Without FILE it goes to backups/ in the state folder, named by the time \
            (ritualist-20251108T170000.000Z.sqlite), and only the newest 7 there are kept. `ritual restore FILE` \
            puts one back.
            """)

    @Argument(help: "Where to write the copy (default: backups/ in the state folder).", completion: .file())
    var file: String?

    @OptionGroup var options: ScriptOptions

    func run() throws {
        try BackupRequest(file: file, json: options.json).run()
    }
}

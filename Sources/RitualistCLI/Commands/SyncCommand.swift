import ArgumentParser
import RitualistConsole

/// `ritual sync [init [--owner ROLE]|status] [--json] [--strict]`, which runs `ritual-sync` (see `SyncRequest`).
struct SyncCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "sync", abstract: SyncRequest.abstract)
    @Argument(help: .init(SyncRequest.actionHelp)) var action: String?
    @Option(help: .init(SyncRequest.ownerHelp, valueName: "role")) var owner: String?
    @OptionGroup var options: ScriptOptions
    func run() throws {
        try SyncRequest(action: action, owner: owner, json: options.json, strict: options.strict).run()
    }
}

import ArgumentParser
import RitualistConsole
import RitualistTransfer

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write your whole history: habits (archived ones too), logs, rest days and settings.",
        discussion: """
            JSON (the default) is Ritualist's versioned format, described by docs/schemas/export.json, which \
            `ritual import` reads back. CSV is one long table for spreadsheets: a row per habit and day with a log \
            or a rest day (date, habit, kind, value, target, unit, done, rest); a cell that could start a formula \
            gets a leading '. --output FILE writes the file whole or not at all, readable by you only.
            """)

    @Option(help: "json or csv.")
    var format: ExportFormat = .json

    @Option(
        name: [.short, .long], help: "The file to write, or - for standard output (the default).",
        completion: .file())
    var output: String = "-"

    @OptionGroup var options: ScriptOptions

    func run() throws {
        try ExportRequest(format: format, output: output, json: options.json).run()
    }
}

extension ExportFormat: ExpressibleByArgument {}

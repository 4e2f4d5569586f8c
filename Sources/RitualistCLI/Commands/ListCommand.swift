import ArgumentParser
import IntentKit

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the intents: names, summaries, parameters with types and defaults.")

    @Flag(help: "Print the catalog as JSON.")
    var json = false

    func run() throws {
        try reportingFailures {
            let runner = try AppContext().makeRunner()
            if json {
                Output.json(.array(runner.catalog.declarations.map(CatalogRenderer.json)))
            } else {
                Output.line(CatalogRenderer.list(runner.catalog))
            }
            if !runner.load.isClean {
                Output.error(
                    "warning: \(runner.load.brokenFiles.count) declaration file(s) have errors; run 'ritual check'.")
            }
        }
    }
}

struct DescribeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "describe", abstract: "Show one intent: its summary, parameters and action.")

    @Argument(help: "The intent's name.", completion: .custom { _, _, _ in IntentNames.all() })
    var intent: String

    @Flag(help: "Print the declaration as JSON.")
    var json = false

    func run() throws {
        try reportingFailures {
            let catalog = try AppContext().makeRunner().catalog
            guard let declaration = catalog.declaration(named: intent) else {
                throw CLIError.failure(
                    RunnerError.unknownIntent(name: intent, suggestion: catalog.suggestion(for: intent)))
            }
            if json {
                Output.json(CatalogRenderer.json(declaration))
            } else {
                Output.line(CatalogRenderer.describe(declaration))
            }
        }
    }
}

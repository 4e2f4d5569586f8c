import ArgumentParser
import IntentKit

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the intents: names, summaries, parameters with types and defaults.")

    @Flag(help: "Print the catalog as JSON.")
    var json = false

    func run() throws {
        try reportingFailures {
            let runner = try Console.current.runtime().makeRunner()
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

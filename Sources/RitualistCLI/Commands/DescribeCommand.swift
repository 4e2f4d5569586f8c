import ArgumentParser
import IntentKit

struct DescribeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "describe", abstract: "Show one intent: its summary, parameters and action.")

    @Argument(help: "The intent's name.", completion: .intentNames)
    var intent: String

    @Flag(help: "Print the declaration as JSON.")
    var json = false

    func run() throws {
        try reportingFailures {
            let catalog = try Console.current.runtime().makeRunner().catalog
            guard let declaration = catalog.declaration(named: intent) else {
                let error = RunnerError.unknownIntent(name: intent, suggestion: catalog.suggestion(for: intent))
                throw CLIError.failure(error, hint: Hints.hint(for: error))
            }
            if json {
                Output.json(CatalogRenderer.json(declaration))
            } else {
                Output.line(CatalogRenderer.describe(declaration))
            }
        }
    }
}

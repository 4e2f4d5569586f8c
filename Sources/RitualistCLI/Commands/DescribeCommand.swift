import ArgumentParser
import IntentKit
import RitualistDesktop

struct DescribeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "describe", abstract: "Show one intent: its summary, parameters and action.")

    @Argument(help: "The intent's name.", completion: .intentNames)
    var intent: String

    @Flag(help: "Print the declaration as JSON.")
    var json = false

    @Flag(help: ScriptOptions.strictHelp)
    var strict = false

    func run() throws {
        try reportingFailures {
            // Looked up as a run looks it up: an intent whose file is broken is reported by that file's diagnostic.
            let declaration = try Console.current.runtime().makeRunner().lookUp(intent)
            if json {
                Output.json(CatalogRenderer.json(declaration))
            } else {
                Output.line(CatalogRenderer.describe(declaration))
            }
        }
    }
}

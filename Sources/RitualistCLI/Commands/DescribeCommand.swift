import ArgumentParser
import RitualistConsole

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
        try DescribeRequest.show(intent, json: json)
    }
}

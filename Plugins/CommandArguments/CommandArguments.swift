import Foundation
import PackagePlugin

/// Generates the argument parser's declarations of the commands whose words RitualistConsole declares in a
/// `CommandWords` table, so each flag, option and argument of those commands is declared once, in the table.
@main
struct CommandArguments: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let console = try context.package.targets(named: ["RitualistConsole"]).first as? SourceModuleTarget
        else { return [] }
        let tables = console.sourceFiles(withSuffix: "Request.swift").map(\.url)
            .sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "CommandArguments.swift")
        return [
            .buildCommand(
                displayName: "Generating the parser's declarations of \(tables.count) requests' words",
                executable: try context.tool(named: "CommandArgumentsTool").url,
                arguments: [output.path(percentEncoded: false)] + tables.map { $0.path(percentEncoded: false) },
                inputFiles: tables,
                outputFiles: [output])
        ]
    }
}

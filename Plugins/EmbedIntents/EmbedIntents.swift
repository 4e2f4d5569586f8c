import Foundation
import PackagePlugin

/// Embeds the YAML files of `intents/` into the target as Swift string literals, so an installed binary
/// carries its built-in declarations wherever it runs.
@main
struct EmbedIntents: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "intents")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "yaml" || $0.pathExtension == "yml" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "BuiltinIntents.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) built-in intent declarations",
                executable: try context.tool(named: "EmbedIntentsTool").url,
                arguments: [output.path(percentEncoded: false)] + files.map { $0.path(percentEncoded: false) },
                inputFiles: files + [folder],
                outputFiles: [output])
        ]
    }
}

import ArgumentParser
import Foundation
import IntentKit
import Primitives
import RitualistDesktop
import RitualistIntents

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate declarations and their wiring without running anything.",
        discussion: """
            Without paths: the built-in intents and yours. With paths (files or folders): those files, checked \
            as user declarations beside the built-ins. Every problem is printed as path:line:column; the exit \
            code is 78 when there is one. An example whose expect: names no error case a run can end with is \
            an error too. --json prints {"ok", "intents", "files", "diagnostics": [{"file", "line", "column", \
            "severity", "message"}]}; a wiring problem has no file, line or column (null).
            """)

    @Argument(help: "Declaration files or folders to check.", completion: .file(extensions: ["yaml", "yml"]))
    var paths: [String] = []

    @Flag(help: "Print the diagnostics as JSON on stdout.")
    var json = false

    @Flag(help: ScriptOptions.strictHelp)
    var strict = false

    func run() throws {
        try reportingFailures {
            let context = try Console.current.runtime()
            let registry = context.registry
            var (sources, diagnostics) =
                paths.isEmpty
                ? context.declarationSources() : try explicitSources()
            if !paths.isEmpty { sources = BuiltinDeclarations.sources + sources }
            var settings: RitualistSettings?
            do throws(DiagnosticList) {
                settings = try context.checkedSettings()
            } catch {
                diagnostics += error.diagnostics
            }
            let result = DeclarationCheck(registry: registry, domainCases: FailureCase.ritualist)
                .check(sources, adding: diagnostics) { catalog in
                    settings.map { HotkeySettings.check(settings: $0, sources: sources, catalog: catalog).problems }
                        ?? []
                }
            // A plugin that describes itself badly, or that others could have written, is left out of every run.
            let plugins = context.pluginFolder().entries.flatMap { entry in
                entry.problems.map { (path: entry.path, message: "plugin: " + $0) }
            }
            let errors = result.errorCount + plugins.count
            if json {
                Output.json(CheckReport.json(result, plugins: plugins))
                if errors > 0 { throw ExitCode(FailureCategory.configuration.exitCode) }
                return
            }
            for line in result.lines { Output.error(line) }
            for problem in plugins { Output.error("\(problem.path): error: \(problem.message)") }
            guard errors == 0 else {
                let files = result.brokenFiles.union(plugins.map(\.path)).count
                Output.error(Plural.count(errors, "error") + " in " + Plural.count(max(files, 1), "file") + ".")
                throw ExitCode(FailureCategory.configuration.exitCode)
            }
            Output.line(
                "All \(Plural.count(result.load.catalog.declarations.count, "intent")) are valid "
                    + "(\(sources.count) files checked).")
        }
    }

    private func explicitSources() throws -> ([DeclarationSource], [Diagnostic]) {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CLIError.usage("No such file or folder: '\(path)'.")
            }
            files += isDirectory.boolValue ? DeclarationFiles.list(in: path) : [path]
        }
        let loaded = DeclarationFiles.load(files, origin: .user, limit: DeclarationLimits.standard.maximumFileSize)
        return (loaded.sources, loaded.unreadable)
    }
}

import Foundation
import IntentKit
import Primitives
import RitualistApp

/// What `ritual check` is asked to check: the built-in intents and the user's, or `paths` (files or folders) as
/// user declarations beside the built-ins; every problem at once, as diagnostics on stderr or one JSON report.
package struct CheckRequest {
    package let paths: [String]
    package let json: Bool

    package init(paths: [String], json: Bool) {
        self.paths = paths
        self.json = json
    }

    package func run() throws(ExitStatus) {
        try FailureReport.reporting {
            let context = try Console.current.runtime()
            var (sources, diagnostics) = paths.isEmpty ? context.declarationSources() : try explicitSources()
            if !paths.isEmpty { sources = BuiltinDeclarations.sources + sources }
            var settings: RitualistSettings?
            do throws(DiagnosticList) {
                settings = try context.checkedSettings()
            } catch {
                diagnostics += error.diagnostics
            }
            let result = DeclarationCheck(registry: context.registry, domainCases: FailureCase.ritualist)
                .check(sources, adding: diagnostics) { catalog in
                    (settings.map { HotkeySettings.check(settings: $0, sources: sources, catalog: catalog).problems }
                        ?? [])
                        + TriggerCheck.problems(catalog: catalog, habits: context.storedHabitNames(), sources: sources)
                }
            // A plugin that describes itself badly, or that others could have written, is left out of every run.
            let plugins = context.pluginFolder().entries.flatMap { entry in
                entry.problems.map { (path: entry.path, message: "plugin: " + $0) }
            }
            try report(result, plugins: plugins, files: sources.count)
        }
    }

    private func report(
        _ result: DeclarationCheck.Result, plugins: [(path: String, message: String)], files checked: Int
    ) throws(ExitStatus) {
        let errors = result.errorCount + plugins.count
        if json {
            Output.json(CheckReport.json(result, plugins: plugins))
        } else {
            for line in result.lines { Output.error(line) }
            for problem in plugins { Output.error("\(problem.path): error: \(problem.message)") }
            if errors > 0 {
                let files = result.brokenFiles.union(plugins.map(\.path)).count
                Output.error(Plural.count(errors, "error") + " in " + Plural.count(max(files, 1), "file") + ".")
            } else {
                Output.line(
                    "All \(Plural.count(result.load.catalog.declarations.count, "intent")) are valid "
                        + "(\(checked) files checked).")
            }
        }
        if errors > 0 { throw ExitStatus(FailureCategory.configuration.exitCode) }
    }

    private func explicitSources() throws -> ([DeclarationSource], [Diagnostic]) {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw FrontEndError.noSuchPath(path)
            }
            files += isDirectory.boolValue ? DeclarationFiles.list(in: path) : [path]
        }
        let loaded = DeclarationFiles.load(files, origin: .user, limit: DeclarationLimits.standard.maximumFileSize)
        return (loaded.sources, loaded.unreadable)
    }
}

import IntentKit
import RitualistApp

/// What `ritual describe` is asked to show: one intent's summary, parameters and action, or its declaration as JSON.
package enum DescribeRequest {
    package static func show(_ intent: String, json: Bool) throws(ExitStatus) {
        try FailureReport.reporting {
            // Looked up as a run looks it up: an intent whose file is broken is reported by that file's diagnostic.
            let runtime = try Console.current.runtime()
            let declaration = try runtime.makeRunner().lookUp(intent)
            let plugin = declaration.action.flatMap(runtime.plugin(performing:)).map {
                CatalogRenderer.PluginRun(name: $0.plugin.name, path: $0.plugin.path, timeout: $0.timeout)
            }
            if json {
                Output.json(CatalogRenderer.json(declaration, plugin: plugin))
            } else {
                Output.line(CatalogRenderer.describe(declaration, plugin: plugin))
            }
        }
    }
}

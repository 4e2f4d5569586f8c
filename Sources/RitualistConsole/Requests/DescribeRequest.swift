import IntentKit
import RitualistDesktop

/// What `ritual describe` is asked to show: one intent's summary, parameters and action, or its declaration as JSON.
package enum DescribeRequest {
    package static func show(_ intent: String, json: Bool) throws(ExitStatus) {
        try FailureReport.reporting {
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

import IntentKit
import Primitives
import RitualistApp

/// What `ritual list` is asked to print, however its words were read (see `ListCommand`).
package struct ListRequest: Equatable, CommandRequest {
    package var json = false

    package init() {}

    package init(json: Bool) {
        self.json = json
    }

    package func run() throws(ExitStatus) {
        try FailureReport.reporting {
            let runner = try Console.current.runtime().makeRunner()
            if json {
                Output.json(.array(runner.catalog.declarations.map { CatalogRenderer.json($0) }))
            } else {
                Output.line(CatalogRenderer.list(runner.catalog))
            }
            if !runner.load.isClean {
                let broken = Set(runner.load.brokenFiles).count
                Output.error(
                    "warning: \(Plural.count(broken, "declaration file")) \(broken == 1 ? "has" : "have") errors; "
                        + "run 'ritual check'.")
            }
        }
    }
}

extension ListRequest {
    package static let words = CommandWords<ListRequest>(
        path: ["list"],
        .flag("json", help: "Print the catalog as JSON.") { $0.json = true },
        .flag("strict", help: CommonWordHelp.strict) { _ in })
}

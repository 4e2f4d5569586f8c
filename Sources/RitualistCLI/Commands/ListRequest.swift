import IntentKit
import Primitives
import RitualistDesktop

/// What `ritual list` is asked to print, however its words were read (see `ListCommand`).
struct ListRequest: Equatable {
    var json = false

    func run() throws {
        try CLIError.reporting {
            let runner = try Console.current.runtime().makeRunner()
            if json {
                Output.json(.array(runner.catalog.declarations.map(CatalogRenderer.json)))
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

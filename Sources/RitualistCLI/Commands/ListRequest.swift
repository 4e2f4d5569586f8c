import IntentKit
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
                Output.error(
                    "warning: \(runner.load.brokenFiles.count) declaration file(s) have errors; run 'ritual check'.")
            }
        }
    }
}

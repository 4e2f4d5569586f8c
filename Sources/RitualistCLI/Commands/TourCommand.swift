import ArgumentParser
import Foundation
import RitualistIntents

struct TourCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tour",
        abstract: "A guided tour on a throwaway home: a few habits with history, the four widget intents, the widget.",
        discussion: "Your own habits are not touched: the tour works in a temporary folder and removes it afterwards.")

    @Flag(help: "Keep the tour's home and print where it is.")
    var keep = false

    @OptionGroup var script: ScriptOptions

    func run() throws {
        try reportingFailures {
            let home = FileManager.default.temporaryDirectory
                .appendingPathComponent("ritualist-tour-\(UUID().uuidString.prefix(8))").path
            var environment = Console.current.environment
            environment["RITUALIST_HOME"] = home
            let runtime = try RitualistRuntime(environment: environment, zone: Console.current.zone)
            defer { if !keep { try? FileManager.default.removeItem(atPath: home) } }
            try TourScript(runtime: runtime).play()
            if keep { Output.line("\nThe tour's home is kept: RITUALIST_HOME=\(home)") }
        }
    }
}

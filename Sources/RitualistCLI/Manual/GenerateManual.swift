import ArgumentParser
import Foundation
import IntentKit
import RitualistConsole

/// `ritual --generate-manual`: prints `ritual.1` (install it as the README says), made from the parser's description
/// of the commands, so the manual and `--help` cannot disagree.
enum GenerateManual {
    static let flag = "--generate-manual"

    /// Prints the page; its date is the day of `RITUALIST_NOW` when set, else today's.
    static func run() -> Int32 {
        let described: String
        do {
            _ = try RitualCommand.parseAsRoot(["--experimental-dump-help"])
            return 70
        } catch {
            described = RitualCommand.fullMessage(for: error)
        }
        guard let commands = try? JSONParser.parse(described) else {
            Output.error("Error: the commands' description could not be read.")
            return 70
        }
        let now = Console.current.environment["RITUALIST_NOW"] ?? ISO8601DateFormatter().string(from: Date())
        let page = ManualPage.render(
            commands: commands, date: String(now.prefix(10)),
            version: RitualCommand.configuration.version)
        Console.current.write(.output, page)
        return 0
    }
}

import ArgumentParser
import RitualistConsole

/// `ritual --generate-manual`: prints `ritual.1` (install it as the README says), made from the parser's description
/// of the commands, so the manual and `--help` cannot disagree.
enum GenerateManual {
    static let flag = "--generate-manual"

    /// Prints the page (see `ManualPage.print`).
    static func run() -> Int32 {
        do {
            _ = try RitualCommand.parseAsRoot(["--experimental-dump-help"])
            return 70
        } catch {
            return ManualPage.print(
                described: RitualCommand.fullMessage(for: error), version: RitualCommand.configuration.version)
        }
    }
}

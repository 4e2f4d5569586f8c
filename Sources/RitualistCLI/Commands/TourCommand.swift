import ArgumentParser
import RitualistConsole

struct TourCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tour",
        abstract: "A guided tour on a throwaway home: a few habits with history, the four widget intents, the widget.",
        discussion: "Your own habits are not touched: the tour works in a temporary folder and removes it afterwards.")

    @Flag(help: "Keep the tour's home and print where it is.")
    var keep = false

    @OptionGroup var script: ScriptOptions

    func run() throws {
        try Tour(keep: keep, json: script.json).run()
    }
}

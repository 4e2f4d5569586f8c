import RitualistDesktop
import RitualistIntents

/// What `ritual streak` is asked to show: every streak, or one habit's, named by the argument or by `--habit`.
package struct StreakRequest: Equatable {
    package let argument: String?
    package let option: String?
    /// Only the habits of this category.
    package let category: String?
    package let json: Bool

    package init(argument: String?, option: String?, category: String? = nil, json: Bool) {
        self.argument = argument
        self.option = option
        self.category = category
        self.json = json
    }

    package func run() throws(ExitStatus) {
        try FailureReport.reporting {
            if let argument, let option, argument != option {
                throw FrontEndError.twoHabits(argument: argument, option: option)
            }
            let output = try Intents.run(
                "Streaks", [("habit", argument ?? option), ("category", category)], as: StreaksOutput.self)
            if json {
                Output.json(output.json)
            } else {
                Output.line(StreakRenderer.text(output, width: Console.current.width))
            }
        }
    }
}

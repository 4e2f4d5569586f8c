import RitualistApp

/// What `ritual streak` is asked to show: every streak, or one habit's, named by the argument or by `--habit`.
package struct StreakRequest: Equatable, CommandRequest {
    package var argument: String?
    package var option: String?
    /// Only the habits of this category.
    package var category: String?
    package var json = false

    package init() {}

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

extension StreakRequest {
    package static let words = CommandWords<StreakRequest>(
        path: ["streak"],
        .argument("name", String.self, help: "Only this habit (by name, unique prefix or id).", completion: .habitNames)
        {
            $0.argument = $1
        },
        .option("habit", String.self, help: "Only this habit (the same as the argument).", completion: .habitNames) {
            $0.option = $1
        },
        .option("category", String.self, help: CommonWordHelp.category, valueName: "category", completion: .categories)
        {
            $0.category = $1
        },
        .flag("json", help: "Print the streaks as JSON.") { $0.json = true },
        .flag("strict", help: CommonWordHelp.strict) { _ in })
}

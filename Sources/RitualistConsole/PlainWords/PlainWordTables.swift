/// The flags and options of the commands read without the parser: the commands declare their properties with these
/// words (`@Flag(name: RunRequest.Words.strict.name)`), and `PlainWords` reads the same ones.
extension RunRequest {
    package enum Words {
        package static let strict = CommandWord("strict")
        package static let json = CommandWord("json")
        package static let quiet = CommandWord("quiet", short: "q")
        package static let batch = CommandWord("batch")
        package static let noPrompt = CommandWord("no-prompt")
        package static let notify = CommandWord("notify")
        package static let params = CommandWord("params")
        package static let trigger = CommandWord("trigger")

        /// The flags the plain reading knows; `--params` and `--trigger` are left to the parser.
        package static let flags = [strict, json, quiet, batch, noPrompt, notify]
    }
}

extension StatusRequest {
    package enum Words {
        package static let json = CommandWord("json")
        package static let strict = CommandWord("strict")
        package static let follow = CommandWord("follow")
        package static let date = CommandWord("date")
        package static let size = CommandWord("size")
        package static let format = CommandWord("format")
        package static let category = CommandWord("category")

        package static let flags = [json, strict, follow]
        package static let options = [date, size, format, category]
    }
}

extension FireRequest {
    package enum Words {
        package static let notify = CommandWord("notify")
        package static let strict = CommandWord("strict")
        package static let json = CommandWord("json")

        package static let flags = [notify, strict, json]
    }
}

extension ListRequest {
    package enum Words {
        package static let json = CommandWord("json")
        package static let strict = CommandWord("strict")

        package static let flags = [json, strict]
    }
}

extension StreakRequest {
    package enum Words {
        package static let habit = CommandWord("habit")
        package static let category = CommandWord("category")
        package static let json = CommandWord("json")
        package static let strict = CommandWord("strict")

        package static let flags = [json, strict]
        package static let options = [habit, category]
    }
}

extension StatsRequest {
    package enum Words {
        package static let days = CommandWord("days")
        package static let category = CommandWord("category")
        package static let json = CommandWord("json")
        package static let strict = CommandWord("strict")

        package static let flags = [strict, json]
        package static let options = [days, category]
    }
}

extension CalendarRequest {
    package enum Words {
        package static let months = CommandWord("months")
        package static let habit = CommandWord("habit")
        package static let category = CommandWord("category")
        package static let format = CommandWord("format")
        package static let output = CommandWord("output")
        package static let theme = CommandWord("theme")
        package static let color = CommandWord("color")
        package static let noColor = CommandWord("no-color")
        package static let json = CommandWord("json")
        package static let strict = CommandWord("strict")

        package static let flags = [noColor, json, strict]
        package static let options = [months, habit, category, format, output, theme, color]
    }
}

/// A command read from plain words, run without the argument parser.
package enum PlainCommand {
    case run(RunRequest)
    case status(StatusRequest)
    case fire(FireRequest)
    case list(ListRequest)
    case streak(StreakRequest)
    case stats(StatsRequest)
    case calendar(CalendarRequest)
    /// `ritual --version`, which the parser answers by throwing the version as a clean exit.
    case version

    /// The command `words` (the program's arguments) name in a plain shape, or nil. Only the first word's
    /// command's table is read (each is made the first time it is used).
    package init?(_ words: [String]) {
        let command: PlainCommand? =
            switch words.first {
            case "run": RunRequest(plainWords: words).map(PlainCommand.run)
            case "status": StatusRequest(plainWords: words).map(PlainCommand.status)
            case "hotkeys": FireRequest(plainWords: words).map(PlainCommand.fire)
            case "list": ListRequest(plainWords: words).map(PlainCommand.list)
            case "streak": StreakRequest(plainWords: words).map(PlainCommand.streak)
            case "stats": StatsRequest(plainWords: words).map(PlainCommand.stats)
            case "calendar": CalendarRequest(plainWords: words).map(PlainCommand.calendar)
            case "--version" where words.count == 1: .version
            default: nil
            }
        guard let command else { return nil }
        self = command
    }

    /// Runs the command; `version` is what `--version` prints.
    package func run(version: String) throws(ExitStatus) {
        switch self {
        case .run(let request): try request.run()
        case .status(let request): try request.run()
        case .fire(let request): try request.run()
        case .list(let request): try request.run()
        case .streak(let request): try request.run()
        case .stats(let request): try request.run()
        case .calendar(let request): try request.run()
        case .version: Output.line(version)
        }
    }
}

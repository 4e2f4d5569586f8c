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

    /// The command `words` (the program's arguments) name in a plain shape, or nil.
    package init?(_ words: [String]) {
        if let request = RunRequest(plainWords: words) {
            self = .run(request)
        } else if let request = StatusRequest(plainWords: words) {
            self = .status(request)
        } else if let request = FireRequest(plainWords: words) {
            self = .fire(request)
        } else if let request = ListRequest(plainWords: words) {
            self = .list(request)
        } else if let request = StreakRequest(plainWords: words) {
            self = .streak(request)
        } else if let request = StatsRequest(plainWords: words) {
            self = .stats(request)
        } else if let request = CalendarRequest(plainWords: words) {
            self = .calendar(request)
        } else if words == ["--version"] {
            self = .version
        } else {
            return nil
        }
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

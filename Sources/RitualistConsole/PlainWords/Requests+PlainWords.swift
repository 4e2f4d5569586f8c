import RitualistCore
import RitualistDesktop

extension RunRequest {
    /// The request `words` make when they are `run`, an intent, `name=value` words and flags; nil for anything
    /// else (`--params`, `--help`, an unknown or repeated option, a request with a `usageProblem`).
    package init?(plainWords words: [String]) {
        guard words.first == "run",
            let plain = PlainWords(words.dropFirst(), flags: Words.flags)
        else { return nil }
        let request = RunRequest(
            intent: plain.positionals.first, parameters: Array(plain.positionals.dropFirst()),
            strict: plain.flags.contains("--strict"), json: plain.flags.contains("--json"),
            quiet: plain.flags.contains("--quiet"), batch: plain.flags.contains("--batch"),
            noPrompt: plain.flags.contains("--no-prompt"), notify: plain.flags.contains("--notify"))
        guard request.usageProblem == nil else { return nil }
        self = request
    }
}

extension StatusRequest {
    /// The request `words` make when they are `status` with its flags and options; nil for anything else.
    package init?(plainWords words: [String]) {
        guard words.first == "status",
            let plain = PlainWords(words.dropFirst(), flags: Words.flags, options: Words.options),
            plain.positionals.isEmpty
        else { return nil }
        var request = StatusRequest(
            date: plain.options["--date"], category: plain.options["--category"], json: plain.flags.contains("--json"),
            follow: plain.flags.contains("--follow"))
        if let size = plain.options["--size"] {
            guard let value = WidgetSize(rawValue: size) else { return nil }
            request.size = value
        }
        if let format = plain.options["--format"] {
            guard let value = BarFormat(rawValue: format) else { return nil }
            request.format = value
        }
        self = request
    }
}

extension FireRequest {
    /// The request `words` make when they are `hotkeys fire ID` with its flags; nil for anything else.
    package init?(plainWords words: [String]) {
        guard words.starts(with: ["hotkeys", "fire"]),
            let plain = PlainWords(words.dropFirst(2), flags: Words.flags),
            plain.positionals.count == 1
        else { return nil }
        self.init(
            id: plain.positionals[0], notify: plain.flags.contains("--notify"),
            strict: plain.flags.contains("--strict"),
            json: plain.flags.contains("--json"))
    }
}

extension ListRequest {
    /// The request `words` make when they are `list`, alone or with `--json`; nil for anything else.
    package init?(plainWords words: [String]) {
        guard words.first == "list", let plain = PlainWords(words.dropFirst(), flags: Words.flags),
            plain.positionals.isEmpty
        else { return nil }
        self.init(json: plain.flags.contains("--json"))
    }
}

extension StreakRequest {
    /// The request `words` make when they are `streak`, at most one habit and its flags and options; nil for
    /// anything else.
    package init?(plainWords words: [String]) {
        guard words.first == "streak",
            let plain = PlainWords(words.dropFirst(), flags: Words.flags, options: Words.options),
            plain.positionals.count <= 1
        else { return nil }
        self.init(
            argument: plain.positionals.first, option: plain.options["--habit"], category: plain.options["--category"],
            json: plain.flags.contains("--json"))
    }
}

extension StatsRequest {
    /// The request `words` make when they are `stats`, at most one habit and its flags and options; nil for anything
    /// else (a period that is not one of `StatsPeriod`'s is the parser's to report).
    package init?(plainWords words: [String]) {
        guard words.first == "stats",
            let plain = PlainWords(words.dropFirst(), flags: Words.flags, options: Words.options),
            plain.positionals.count <= 1
        else { return nil }
        var days = StatsPeriod.month
        if let text = plain.options["--days"] {
            guard let value = StatsPeriod(rawValue: text) else { return nil }
            days = value
        }
        self.init(
            habit: plain.positionals.first, days: days, category: plain.options["--category"],
            json: plain.flags.contains("--json"))
    }
}

extension CalendarRequest {
    /// The request `words` make when they are `calendar` with its flags and options; nil for anything else (a value
    /// the parser would refuse is the parser's to report).
    package init?(plainWords words: [String]) {
        guard words.first == "calendar",
            let plain = PlainWords(words.dropFirst(), flags: Words.flags, options: Words.options),
            plain.positionals.isEmpty
        else { return nil }
        var request = CalendarRequest(
            months: nil, habit: plain.options["--habit"], category: plain.options["--category"], format: nil,
            output: plain.options["--output"], theme: .auto, color: .auto)
        if let text = plain.options["--months"] {
            guard let value = Int(text) else { return nil }
            request.months = value
        }
        if let text = plain.options["--format"] {
            guard let value = CalendarFormat(rawValue: text) else { return nil }
            request.format = value
        }
        if let text = plain.options["--theme"] {
            guard let value = CalendarTheme(rawValue: text) else { return nil }
            request.theme = value
        }
        if let text = plain.options["--color"] {
            guard let value = ColorChoice(rawValue: text) else { return nil }
            request.color = value
        }
        if plain.flags.contains("--json") { request.format = .json }
        request.color = ColorChoice.resolved(request.color, noColor: plain.flags.contains("--no-color"))
        self = request
    }
}

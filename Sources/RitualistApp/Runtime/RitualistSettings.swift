import IntentKit
import RitualistCore
import RitualistSync

/// The settings of `config.yaml`: what makes a day count for the overall streak, where weeks start, the
/// desktop hotkeys, the bars to refresh after a change, and when to show a notification.
///
/// ```yaml
/// streak:
///   threshold: half     # any (default), half, all, or a percentage 1-100
/// week_start: monday    # the first day of a week for N-times-per-week habits
/// time_zone: Europe/Berlin  # the zone time triggers fire in (default: TZ at install, else the system's)
/// hotkeys:
///   - {keys: super+alt+m, run: CompleteHabit, with: {habit: Meditate}}
/// refresh:
///   - [pkill, -RTMIN+8, waybar]
/// notify: errors        # never (default), errors, always
/// plugins:
///   git: {timeout: 5}     # seconds an external plugin's run may take (default 10)
/// prompt:               # asks for a missing value when there is no terminal
///   command: [rofi, -dmenu, -p, "{question}"]
/// sync:                 # the PostgreSQL server `ritual sync` pushes to and pulls from
///   url: postgresql://me@db.example.org/ritualist?sslmode=verify-full
///   password_file: ~/.config/ritualist/sync-password
/// ```
package struct RitualistSettings: Sendable, Equatable {
    package var threshold: StreakThreshold = .any
    package var weekStart: Weekday = .monday
    package var hotkeys: [HotkeyBinding] = []
    package var refresh = RefreshHooks()
    package var notify: NotifyPolicy = .never
    /// Seconds a run of an external plugin may take, by plugin name.
    package var pluginTimeouts: [String: Double] = [:]
    /// What asks for a missing value when stdin is not a terminal.
    package var prompt: PromptCommand?
    /// The sync server, when config.yaml names one.
    package var sync: SyncSection?
    /// The zone the time triggers' times are read in, a name of the system's zone database (`Europe/Berlin`), when
    /// config.yaml sets one: it wins over the `TZ` of the install.
    package var timeZone: String?

    /// The problems of config.yaml by section (its top-level key: `streak`, `hotkeys`, …), so that one broken
    /// section stops only what reads it; a problem outside every section is under `""` and stops everything.
    package var problems: [String: [Diagnostic]] = [:]

    package static let keys = ["streak.threshold", "week_start", "notify", "time_zone"]
    package static let structuredKeys = ["hotkeys", "refresh", "plugins", "prompt", "sync"]

    package init(threshold: StreakThreshold = .any, weekStart: Weekday = .monday) {
        self.threshold = threshold
        self.weekStart = weekStart
    }

    /// Reads and checks `path`; every problem is a diagnostic with its line and column. With `searchPath`, the
    /// programs it names must also be found there (see `PromptCommand.parse`), as `ritual check` asks.
    package static func load(path: String, searchPath: String? = nil) throws(DiagnosticList) -> RitualistSettings {
        let settings = try read(path: path, searchPath: searchPath)
        guard settings.problems.isEmpty else { throw DiagnosticList(settings.allProblems) }
        return settings
    }

    /// Every problem of the file, in file order.
    package var allProblems: [Diagnostic] {
        problems.values.joined().sorted {
            ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column)
        }
    }

    /// These settings when none of `sections` (nor the file as a whole) has a problem; else every problem of the
    /// file, so that the one fix the person is about to make sees them all.
    package func requiring(_ sections: [String]) throws(DiagnosticList) -> RitualistSettings {
        guard ([""] + sections).allSatisfy({ problems[$0] == nil }) else { throw DiagnosticList(allProblems) }
        return self
    }

    /// Reads `path` as `load` does, but keeps each section's problems in `problems`, a broken section left at its
    /// default; only a file that cannot be read or parsed throws.
    package static func read(path: String, searchPath: String? = nil) throws(DiagnosticList) -> RitualistSettings {
        let config = try ConfigFile.load(path: path, keys: keys, structured: structuredKeys)
        let file = config.file
        var settings = RitualistSettings()
        var problems = config.diagnostics
        if let value = config.values["hotkeys"] {
            let parsed = HotkeyBinding.parse(value)
            settings.hotkeys = parsed.bindings
            problems += parsed.problems
        }
        if let value = config.values["refresh"] {
            let parsed = RefreshHooks.parse(value)
            settings.refresh = parsed.hooks
            problems += parsed.problems
        }
        if let value = config.values["plugins"] {
            let parsed = PluginTimeouts.parse(value)
            settings.pluginTimeouts = parsed.timeouts
            problems += parsed.problems
        }
        if let value = config.values["prompt"] {
            let parsed = PromptCommand.parse(value, searchPath: searchPath)
            settings.prompt = parsed.command
            problems += parsed.problems
        }
        if let value = config.values["sync"] {
            let parsed = SyncSection.parse(value)
            settings.sync = parsed.section
            problems += parsed.problems
        }
        if let entry = file["notify"] {
            if let policy = NotifyPolicy(rawValue: entry.value) {
                settings.notify = policy
            } else {
                problems.append(entry.diagnostic("invalid notify '\(entry.value)' (expected never, errors or always)"))
            }
        }
        if let entry = file["streak.threshold"] {
            do {
                settings.threshold = try StreakThreshold(parsing: entry.value)
            } catch {
                // Compiler-style diagnostics go on in lower case after `error:`.
                problems.append(entry.diagnostic(error.message.prefix(1).lowercased() + error.message.dropFirst()))
            }
        }
        if let entry = file["week_start"] {
            if let weekday = Weekday(shortName: entry.value) {
                settings.weekStart = weekday
            } else {
                problems.append(
                    entry.diagnostic(
                        "invalid week_start '\(entry.value)' (expected a weekday such as "
                            + "monday or sunday)"))
            }
        }
        if let entry = file["time_zone"] {
            if ZoneIdentifier.isSystemZone(entry.value) {
                settings.timeZone = entry.value
            } else {
                problems.append(
                    entry.diagnostic(
                        "invalid time_zone '\(entry.value)' (expected a zone of "
                            + "\(ZoneIdentifier.zoneFolder) such as Europe/Berlin)"))
            }
        }
        guard !problems.isEmpty else { return settings }
        let sections = ConfigSections(path: path)
        for problem in problems { settings.problems[sections.name(of: problem), default: []].append(problem) }
        return settings
    }
}

import ArgumentParser
import RitualistCore

/// The fields `habit add` and `habit edit` share.
struct HabitOptions: ParsableArguments {
    @Option(help: "One emoji shown beside the name.")
    var emoji: String?

    @Option(help: "binary (done or not) or numeric (an amount with a daily target).")
    var kind: HabitKind?

    @Option(help: "The daily target of a numeric habit.")
    var target: Double?

    @Option(help: "The unit of a numeric habit (glasses, pages).")
    var unit: String?

    @Option(help: ArgumentHelp("daily, weekdays like mon,wed,fri, or N/week.", valueName: "schedule"))
    var schedule: String?

    @Option(help: ArgumentHelp("The first day the habit is due (YYYY-MM-DD).", valueName: "date"))
    var start: String?

    @Option(help: ArgumentHelp("The last day the habit is due (YYYY-MM-DD), or 'none'.", valueName: "date"))
    var end: String?

    @Option(help: "A category name.")
    var category: String?

    /// Applies the options that were given to `draft`; a target or unit alone makes a new habit numeric.
    func apply(to draft: inout HabitDraft, inferKind: Bool) throws {
        if let emoji { draft.emoji = emoji.isEmpty ? nil : emoji }
        if let kind {
            draft.kind = kind
        } else if inferKind, target != nil || unit != nil {
            draft.kind = .numeric
        }
        if let target { draft.dailyTarget = target }
        if let unit { draft.unit = unit.isEmpty ? nil : unit }
        if draft.kind == .binary, kind == .binary, target == nil, unit == nil {
            draft.dailyTarget = nil
            draft.unit = nil
        }
        if let schedule { draft.schedule = try Schedule(parsing: schedule) }
        if let start { draft.startDate = try Self.day(start, option: "--start") }
        if let end { draft.endDate = end.lowercased() == "none" ? nil : try Self.day(end, option: "--end") }
        if let category { draft.category = category.isEmpty ? nil : category }
    }

    static func day(_ text: String, option: String) throws -> Day {
        guard let day = Day(iso: text) else {
            throw CLIError.usage("Invalid value '\(text)' for \(option): expected a date as YYYY-MM-DD.")
        }
        return day
    }
}

extension HabitKind: ExpressibleByArgument {}

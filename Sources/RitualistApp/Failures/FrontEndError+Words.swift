import IntentKit
import Primitives

extension FrontEndError {
    /// The message's template and values.
    package var filledTemplate: FilledTemplate {
        switch self {
        case .usage(let message): return Words.usage.filled(["message": message])
        case let .cannotWrite(path, reason): return Words.cannotWrite.filled(["path": path, "reason": reason])
        case .unconfirmedRemoval(let habit): return Words.unconfirmedRemoval.filled(["habit": habit])
        case let .negativeAmount(amount, habit):
            return Words.negativeAmount.filled(["amount": amount, "habit": habit])
        case .noSuchPath(let path): return Words.noSuchPath.filled(["path": path])
        case .monthsOutOfRange(let months): return Words.monthsOutOfRange.filled(["months": "\(months)"])
        case let .twoHabits(argument, option):
            return Words.twoHabits.filled(["argument": argument, "option": option])
        case .habitWithLast(let habit): return Words.habitWithLast.filled(["habit": habit])
        case .dateWithLast(let date): return Words.dateWithLast.filled(["date": date])
        case .noHabitToUndo: return Words.noHabitToUndo.filled()
        case .gsettingsMissing: return Words.gsettingsMissing.filled()
        case let .gsettingsFailed(command, problem):
            return Words.gsettingsFailed.filled(["command": command, "problem": problem])
        case .homeNotAbsolute(let target): return Words.homeNotAbsolute.filled(["target": target.rawValue])
        case let .executableControlCharacter(path, character):
            return Words.executableControlCharacter.filled([
                "path": HotkeyQuoting.visible(path), "codePoint": HotkeyBinding.codePoint(character),
            ])
        case let .executableUnquotable(path, character):
            return Words.executableUnquotable.filled(["path": path, "character": String(character)])
        case .executableRelative(let path): return Words.executableRelative.filled(["path": path])
        case let .homeControlCharacter(path, character):
            return Words.homeControlCharacter.filled([
                "path": HotkeyQuoting.visible(path), "codePoint": HotkeyBinding.codePoint(character),
            ])
        case let .homeUnquotable(path, character):
            return Words.homeUnquotable.filled(["path": path, "character": String(character)])
        case let .unexpressibleHotkey(chord, summary, key, target):
            return Words.unexpressibleHotkey.filled([
                "chord": chord, "summary": summary, "key": key, "target": target.rawValue,
            ])
        case .followUnsupported: return Words.followUnsupported.filled()
        case let .unknownCalendarExtension(output, suffix):
            let known = CalendarFormat.knownExtensions
            return Words.unknownCalendarExtension.filled([
                "output": output, "suffix": suffix,
                "known": known.dropLast().joinedText(separator: ", ") + " or " + (known.last ?? ""),
            ])
        }
    }

    /// The words of a front end's refusals, written once.
    enum Words {
        /// A refusal of the argument parser, which words its own.
        static let usage: MessageTemplate = "{message}"
        static let cannotWrite: MessageTemplate = "Cannot write '{path}': {reason}."
        static let unconfirmedRemoval: MessageTemplate = "Removing '{habit}' deletes its history; confirm with --yes."
        static let negativeAmount: MessageTemplate =
            "Amounts cannot be negative: '{amount}'. To correct a day, set its total ('ritual log {habit} N --set') "
            + "or take back the last log ('ritual undo --last')."
        static let noSuchPath: MessageTemplate = "No such file or folder: '{path}'."
        static let monthsOutOfRange: MessageTemplate =
            "Invalid value '{months}' for --months: expected a number from 1 to 24."
        static let twoHabits: MessageTemplate = "Two habits given, '{argument}' and '{option}': expected one."
        static let habitWithLast: MessageTemplate = "'{habit}' given with --last: --last takes no habit."
        static let dateWithLast: MessageTemplate = "--date '{date}' given with --last: --last takes no date."
        static let noHabitToUndo: MessageTemplate = "No habit given: expected a habit whose day to clear, or --last."
        static let gsettingsMissing: MessageTemplate = "Cannot run gsettings."
        /// `{problem}` is what gsettings wrote on stderr, as it wrote it.
        static let gsettingsFailed: MessageTemplate = "gsettings {command} failed: {problem}"
        static let homeNotAbsolute: MessageTemplate =
            "HOME is not set to an absolute path, so there is no knowing where {target} reads."
        static let executableControlCharacter: MessageTemplate =
            "The path of ritual '{path}' holds a control character ({codePoint}), which no hotkey configuration can "
            + "carry; pass --bin with a path without it."
        static let executableUnquotable: MessageTemplate =
            "The path of ritual '{path}' holds '{character}', which not every hotkey configuration can quote; pass "
            + "--bin with a path without it (a symbolic link will do)."
        static let executableRelative: MessageTemplate =
            "The path of ritual '{path}' is not absolute; pass --bin with an absolute path."
        static let homeControlCharacter: MessageTemplate =
            "The home '{path}' holds a control character ({codePoint}), which no hotkey configuration can carry; set "
            + "RITUALIST_HOME to a path without it (a symbolic link will do)."
        static let homeUnquotable: MessageTemplate =
            "The home '{path}' holds '{character}', which not every hotkey configuration can quote; set "
            + "RITUALIST_HOME to a path without it (a symbolic link will do)."
        static let unexpressibleHotkey: MessageTemplate =
            "The hotkey '{chord}' ({summary}) cannot be expressed for {target}: it has no name for the key '{key}'."
        static let followUnsupported: MessageTemplate =
            "--follow needs Linux's inotify; on this system, let the bar run 'ritual status'."
        static let unknownCalendarExtension: MessageTemplate =
            "Cannot write the calendar to '{output}': '.{suffix}' is not a format it writes (expected {known}, or "
            + "--format)."

        /// Every template of `invalidUsage`: the parser's pass-through, then each refusal a front end words.
        static let invalidUsage: [MessageTemplate] = [
            usage, unconfirmedRemoval, negativeAmount, noSuchPath, monthsOutOfRange, twoHabits, habitWithLast,
            dateWithLast, noHabitToUndo, gsettingsMissing, gsettingsFailed, homeNotAbsolute,
            executableControlCharacter, executableUnquotable, executableRelative, homeControlCharacter, homeUnquotable,
            unexpressibleHotkey,
            followUnsupported, unknownCalendarExtension,
        ]
    }
}

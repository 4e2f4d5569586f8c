import IntentKit
import Primitives

/// Why a front end refused what it was asked, in a person's voice: a request that cannot be carried out as asked
/// (`invalidUsage`, the case the argument parser's refusals have too), or a file that cannot be written. The
/// command line reports these as they are; the desktop exports and installs throw them.
///
/// Each refusal is a case with its values, worded by a template of `invalidUsage` (`FrontEndError+Words.swift`);
/// only the argument parser's own refusals, which it words itself, come as a sentence (`usage`).
package enum FrontEndError: Error, Equatable, IntentFailure, CustomStringConvertible, TemplatedMessage {
    /// A refusal of the argument parser, in its own words.
    case usage(String)
    /// A file the command was asked to write cannot be written.
    case cannotWrite(path: String, reason: String)
    /// `habit remove` without `--yes`, with no terminal to ask on: `habit` is the name of the habit found.
    case unconfirmedRemoval(habit: String)
    /// `log` of a negative amount (as written); `habit` is the habit named, or `HABIT` when none is.
    case negativeAmount(String, habit: String)
    /// `check` of a file or folder that does not exist.
    case noSuchPath(String)
    /// `calendar --months` past 1 to 24.
    case monthsOutOfRange(Int)
    /// `streak` given two different habits, one as its argument and one as `--habit`.
    case twoHabits(argument: String, option: String)
    /// `undo --last` given a habit, which it takes none of.
    case habitWithLast(String)
    /// `undo --last` given a date (as written), which it takes none of.
    case dateWithLast(String)
    /// `undo` given neither a habit nor `--last`.
    case noHabitToUndo
    /// `gsettings` cannot be started.
    case gsettingsMissing
    /// `gsettings` ran `command` (its first argument) and failed with `problem`.
    case gsettingsFailed(command: String, problem: String)
    /// HOME is unset or relative, so where `target` reads its configuration is not known.
    case homeNotAbsolute(target: HotkeyTarget)
    /// The path of `ritual` the hotkeys run holds a control character, which no configuration can carry.
    case executableControlCharacter(path: String, character: Unicode.Scalar)
    /// The path of `ritual` the hotkeys run holds a character not every configuration can quote.
    case executableUnquotable(path: String, character: Character)
    /// The path of `ritual` the hotkeys run is relative.
    case executableRelative(path: String)
    /// The home the hotkeys run with (`RITUALIST_HOME`) holds a control character, which no configuration can carry.
    case homeControlCharacter(path: String, character: Unicode.Scalar)
    /// The home the hotkeys run with holds a character not every configuration can quote.
    case homeUnquotable(path: String, character: Character)
    /// A hotkey whose key `target` has no name for, refused under `--strict` (else left out with a warning).
    case unexpressibleHotkey(chord: String, summary: String, key: String, target: HotkeyTarget)
    /// `status --follow` on a system without inotify.
    case followUnsupported
    /// `calendar --output` to a file whose extension (`suffix`, without its dot) no renderer writes.
    case unknownCalendarExtension(output: String, suffix: String)

    /// The cases a front end refuses with.
    package static let failureCases: [FailureCase] = [.invalidUsage, .cannotWrite]

    /// This refusal's case, from the list above.
    package var failureCase: FailureCase {
        switch self {
        case .cannotWrite: return .cannotWrite
        default: return .invalidUsage
        }
    }

    package var caseName: String { failureCase.name }

    package var category: FailureCategory { failureCase.category }

    package var description: String { message }
}

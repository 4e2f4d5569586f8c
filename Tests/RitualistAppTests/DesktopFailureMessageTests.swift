import IntentKit
import IntentKitTesting
import Primitives
import Testing

@testable import RitualistApp

/// Every message the front end's errors give, word for word, made from its case's template in
/// `FailureCase.desktop` with every placeholder filled.
@Suite struct DesktopFailureMessageTests {
    static let messages: [(any IntentFailure & TemplatedMessage, String)] = [
        (FrontEndError.usage("Give a habit or --all, not both."), "Give a habit or --all, not both."),
        (
            FrontEndError.unconfirmedRemoval(habit: "Read"),
            "Removing 'Read' deletes its history; confirm with --yes."
        ),
        (
            FrontEndError.negativeAmount("-2", habit: "Water"),
            "Amounts cannot be negative: '-2'. To correct a day, set its total ('ritual log Water N --set') or take "
                + "back the last log ('ritual undo --last')."
        ),
        (FrontEndError.noSuchPath("intents/Nope.yaml"), "No such file or folder: 'intents/Nope.yaml'."),
        (
            FrontEndError.monthsOutOfRange(25),
            "Invalid value '25' for --months: expected a number from 1 to 24."
        ),
        (
            FrontEndError.twoHabits(argument: "Read", option: "Walk"),
            "Two habits given, 'Read' and 'Walk': expected one."
        ),
        (FrontEndError.habitWithLast("Read"), "'Read' given with --last: --last takes no habit."),
        (FrontEndError.dateWithLast("yesterday"), "--date 'yesterday' given with --last: --last takes no date."),
        (FrontEndError.noHabitToUndo, "No habit given: expected a habit whose day to clear, or --last."),
        (FrontEndError.gsettingsMissing, "Cannot run gsettings."),
        (
            FrontEndError.gsettingsFailed(command: "set", problem: "No such schema"),
            "gsettings set failed: No such schema"
        ),
        (
            FrontEndError.homeNotAbsolute(target: .sway),
            "HOME is not set to an absolute path, so there is no knowing where sway reads."
        ),
        (
            FrontEndError.executableControlCharacter(path: "/opt/rit\u{1B}ual", character: "\u{1B}"),
            "The path of ritual '/opt/rit\\u{1B}ual' holds a control character (U+001B), which no hotkey "
                + "configuration can carry; pass --bin with a path without it."
        ),
        (
            FrontEndError.executableUnquotable(path: "/opt/my ritual", character: " "),
            "The path of ritual '/opt/my ritual' holds ' ', which not every hotkey configuration can quote; pass "
                + "--bin with a path without it (a symbolic link will do)."
        ),
        (
            FrontEndError.executableRelative(path: "bin/ritual"),
            "The path of ritual 'bin/ritual' is not absolute; pass --bin with an absolute path."
        ),
        (
            FrontEndError.homeControlCharacter(path: "/home/me/a\nb", character: "\n"),
            "The home '/home/me/a\\u{A}b' holds a control character (U+000A), which no hotkey configuration can "
                + "carry; set RITUALIST_HOME to a path without it (a symbolic link will do)."
        ),
        (
            FrontEndError.homeUnquotable(path: "/home/me/$x", character: "$"),
            "The home '/home/me/$x' holds '$', which not every hotkey configuration can quote; set RITUALIST_HOME to "
                + "a path without it (a symbolic link will do)."
        ),
        (
            FrontEndError.unexpressibleHotkey(
                chord: "super+f13", summary: "CompleteHabit habit=Read", key: "f13",
                target: .skhd),
            "The hotkey 'super+f13' (CompleteHabit habit=Read) cannot be expressed for skhd: it has no name for the "
                + "key 'f13'."
        ),
        (
            FrontEndError.followUnsupported,
            "--follow needs Linux's inotify; on this system, let the bar run 'ritual status'."
        ),
        (
            FrontEndError.unknownCalendarExtension(output: "cal.pdf", suffix: "pdf"),
            "Cannot write the calendar to 'cal.pdf': '.pdf' is not a format it writes (expected .svg, .html, .json or "
                + ".txt, or --format)."
        ),
        (
            FrontEndError.cannotWrite(path: "/x/calendar.svg", reason: "No such file or directory"),
            "Cannot write '/x/calendar.svg': No such file or directory."
        ),
        (
            HotkeyError.unknownHotkey(id: "super-x"),
            "No hotkey with the id 'super-x' in config.yaml. Run 'ritual hotkeys list'."
        ),
        (
            HotkeyError.unbalancedMarker(path: "/x/sxhkdrc", line: 3, marker: "begin marker", problem: "has no end"),
            "The ritual hotkeys begin marker on line 3 of '/x/sxhkdrc' has no end; nothing was changed. Remove the "
                + "markers that have no pair and install again."
        ),
        (
            HotkeyError.notOurs(path: "/x/sxhkdrc"),
            "The file '/x/sxhkdrc' was not written by 'ritual hotkeys install'; nothing was changed. Move it away and "
                + "install again."
        ),
        (
            HotkeyError.readOnly(path: "/x/sxhkdrc", command: "install"),
            "The file '/x/sxhkdrc' is read-only; nothing was changed. Make it writable (chmod u+w '/x/sxhkdrc') and "
                + "install again."
        ),
        (
            TriggerError.unsupported(id: "pulse", target: .cron, reason: "cron cannot run every 90 seconds"),
            "Trigger 'pulse' cannot be installed for cron: cron cannot run every 90 seconds; nothing was changed. "
                + "Write it with 'at' and 'days', or 'every', or install with --target systemd."
        ),
        (
            TriggerError.unknownTrigger(id: "mornin", known: ["morning"]),
            "No trigger with the id 'mornin'. Did you mean 'morning'? Run 'ritual triggers list'."
        ),
        (
            TriggerError.unknownTrigger(id: "zzz", known: ["morning"]),
            "No trigger with the id 'zzz'. Run 'ritual triggers list'."
        ),
        (
            TriggerError.otherIntent(id: "morning", intent: "Plan", given: "Review"),
            "Trigger 'morning' starts 'Plan', not 'Review'. Run 'ritual run Plan --trigger morning'."
        ),
        (
            TriggerError.schedulerFailed(command: "crontab", problem: "permission denied"),
            "'crontab' failed: permission denied."
        ),
        (TriggerError.schedulerFailed(command: "crontab", problem: ""), "'crontab' failed: no reason given."),
        (
            TriggerError.notOurs(path: "/x/ritual-morning.timer"),
            "The file '/x/ritual-morning.timer' was not written by 'ritual triggers install'; nothing was changed. "
                + "Move it away and install again."
        ),
        (
            TriggerError.controlCharacterInPath(what: "the home", path: "/home/a\nb", character: "\n"),
            "The path of the home '/home/a\\u{A}b' holds a control character (U+000A), which would start a line of "
                + "its own in a unit or a crontab; nothing was changed. Use a path without it (a symbolic link will do)."
        ),
    ]

    @Test(arguments: messages.indices)
    func everyErrorSaysTodaysWordsFromATemplateOfItsCaseWithEveryPlaceholderFilled(_ index: Int) {
        let (failure, message) = Self.messages[index]
        #expect(FailureWording.problems(of: failure, saying: message, in: FailureCase.desktop) == [])
    }

    @Test func everyCaseTheFrontEndListsHasATemplate() {
        #expect(FailureWording.unworded(FailureCase.desktop) == [])
    }

    @Test func noNameHasTwoCategoriesAcrossEveryList() {
        let every = FailureCase.intentKit + FailureCase.ritualist + FailureCase.desktop
        #expect(FailureWording.namesWithSeveralCategories(every) == [])
    }
}

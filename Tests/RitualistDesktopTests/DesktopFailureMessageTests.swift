import IntentKit
import IntentKitTesting
import Primitives
import RitualistIntents
import Testing

@testable import RitualistDesktop

/// Every message the front end's errors give, word for word, made from its case's template in
/// `FailureCase.desktop` with every placeholder filled.
@Suite struct DesktopFailureMessageTests {
    static let messages: [(any IntentFailure & TemplatedMessage, String)] = [
        (FrontEndError.usage("Give a habit or --all, not both."), "Give a habit or --all, not both."),
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

import IntentKit
import IntentKitTesting
import Primitives
import RitualistApp
import RitualistCore
import RitualistStore
import Testing

/// Every message the domain's, the store's, the environment's and the plugins' errors give, word for word, made
/// from its case's template in `FailureCase.ritualist` with every placeholder filled.
@Suite struct RitualistFailureMessageTests {
    static let day = Day(iso: "2025-11-03") ?? Day(ordinal: 0), later = Day(iso: "2025-11-05") ?? Day(ordinal: 0)

    static let messages: [(any IntentFailure & TemplatedMessage, String)] = [
        (LogHabitError.habitUnavailable(name: "Read"), "Cannot log 'Read': Habit is not available for logging."),
        (LogHabitError.futureDate(name: "Read"), "Cannot log 'Read': Date is in the future."),
        (LogHabitError.dateBeforeStartDate(name: "Read"), "Cannot log 'Read': Date is before habit start date."),
        (
            LogHabitError.notScheduledForDate(name: "Read", days: [.monday]),
            "Cannot log 'Read': This habit is only scheduled for Mondays."
        ),
        (
            LogHabitError.notScheduledForDate(name: "Read", days: [.friday, .monday, .wednesday]),
            "Cannot log 'Read': This habit is only scheduled for Mondays, Wednesdays, and Fridays."
        ),
        (
            LogHabitError.notScheduledAfterEnd(name: "Read", endDate: day),
            "Cannot log 'Read': This habit ended on 2025-11-03."
        ),
        (LogHabitError.alreadyLogged(name: "Read", day: day, today: day), "'Read' already completed today."),
        (
            LogHabitError.alreadyLogged(name: "Read", day: day, today: later),
            "'Read' already completed on 2025-11-03."
        ),
        (
            LogHabitError.needsValue(name: "Water"),
            "Cannot log 'Water': A numeric habit needs an amount; add or set a value."
        ),
        (
            LogHabitError.valueOutOfRange(name: "Water", value: 120, maximum: 100, unit: "glasses", perTarget: 2),
            "Cannot log 'Water': The day's total of 120 is past the sanity bound of 100 glasses (2 times the daily "
                + "target), which catches a mistyped amount."
        ),
        (
            LogHabitError.valueOutOfRange(name: "Water", value: 1e7, maximum: 1e6),
            "Cannot log 'Water': The day's total of 10000000 is past the sanity bound of 1000000 (without a target), "
                + "which catches a mistyped amount."
        ),
        (
            LogHabitError.invalidValue(name: "Water", value: -1.5),
            "Cannot log 'Water': '-1.5' is not a valid amount; expected a number of 0 or more."
        ),
        (LogHabitError.nothingToUndo(name: "Read", day: day), "'Read' has nothing logged on 2025-11-03."),
        (
            HabitValidationError.controlCharacter(field: "name"),
            "The habit's name must not contain control characters (such as escape sequences)."
        ),
        (
            HabitValidationError.invisibleCharacter(field: "unit", text: "cu\u{200B}ps", character: "\u{200B}"),
            "The habit's unit must not contain invisible or direction-changing characters; got U+200B in "
                + "'cu\\u{200B}ps'."
        ),
        (HabitValidationError.nameLength(51), "Habit name must be 1 to 50 characters; got 51."),
        (HabitValidationError.duplicateName("Read"), "A habit named 'Read' already exists."),
        (
            HabitValidationError.invalidEmoji("a\u{200B}"),
            "Emoji must be one emoji or symbol (such as 🧘, 👍🏽 or ★) of at most 16 code points, with no letters, "
                + "digits, spaces or invisible characters; got 'a\\u{200B}'."
        ),
        (HabitValidationError.unitOnBinary, "A binary habit has no unit."),
        (HabitValidationError.unitLength(21), "Unit must be at most 20 characters; got 21."),
        (HabitValidationError.targetOnBinary, "A binary habit has no target."),
        (
            HabitValidationError.atMostOnBinary,
            "A binary habit has no 'at most' target; only a numeric habit counts an amount to stay under."
        ),
        (HabitValidationError.missingTarget, "A numeric habit needs a daily target."),
        (
            HabitValidationError.invalidTarget(0),
            "Daily target must be a number greater than 0 and at most 1000000; got '0'."
        ),
        (HabitValidationError.invalidSchedule(.noWeekdays), "A schedule needs at least one weekday."),
        (
            HabitValidationError.endBeforeStart(start: later, end: day),
            "End date '2025-11-03' is before the start date '2025-11-05'."
        ),
        (
            ScheduleParseError.unknownWeekday("mnd", schedule: "mnd,wed", suggestion: .monday),
            "Unknown weekday 'mnd' in schedule 'mnd,wed'. Did you mean 'mon'?"
        ),
        (
            ScheduleParseError.unknownWeekday("xyz", schedule: "xyz", suggestion: nil),
            "Unknown weekday 'xyz' in schedule 'xyz'."
        ),
        (ScheduleParseError.noWeekdays, "A schedule needs at least one weekday."),
        (ScheduleParseError.timesPerWeekOutOfRange(9), "Times per week must be 1 to 7; got 9."),
        (ScheduleParseError.timesPerMonthOutOfRange(40), "Times per month must be 1 to 31; got 40."),
        (ScheduleParseError.periodDaysOutOfRange(400), "The days of a schedule must be 2 to 365; got 400."),
        (ScheduleParseError.timesInDaysOutOfRange(5, days: 5), "Times in 5 days must be 1 to 4; got 5."),
        (
            ScheduleParseError.unrecognized("often"),
            "Unknown schedule 'often'; expected 'daily', 'weekdays', 'weekends', weekdays such as 'mon,wed,fri', or a "
                + "count such as '3/week', '3/month', 'every 3 days' or '2 in 5 days'."
        ),
        (
            RestDayError.completedDay(names: ["Read"], day: day, allHabits: false),
            "Cannot rest 'Read' on 2025-11-03: it is done that day, and a completion wins over a rest day."
        ),
        (
            RestDayError.completedDay(names: ["Read"], day: day, allHabits: true),
            "Cannot rest every habit on 2025-11-03: 'Read' is done that day, and a completion wins over a rest day."
        ),
        (
            RestDayError.completedDay(names: ["Read", "Walk"], day: day, allHabits: true),
            "Cannot rest every habit on 2025-11-03: 'Read', 'Walk' are done that day, and a completion wins over a "
                + "rest day."
        ),
        (
            StoreError.unavailable(path: "/h/ritualist.db", reason: "file is not a database"),
            "Cannot open the habit store '/h/ritualist.db': file is not a database."
        ),
        (
            StoreError.rejected(reason: "UNIQUE constraint failed"),
            "The habit store refused the change: UNIQUE constraint failed."
        ),
        (StoreError.habitNotFound(id: "1"), "No habit has the id '1'."),
        (ChangeLogError.nothingToUndo, "Nothing to undo: no change is left in effect."),
        (
            ChangeLogError.cannotUndo(kind: .habitAdded, reason: "it has logs"),
            "Cannot undo the last change ('habit.added'): it has logs."
        ),
        (ChangeLogError.unreadableEntry(reason: "bad data"), "A change-log entry cannot be read: bad data."),
        (RuntimeError.invalidNow("expected YYYY-MM-DDTHH:MM:SS"), "RITUALIST_NOW: expected YYYY-MM-DDTHH:MM:SS"),
        (RuntimeError.noHome("HOME is not set."), "HOME is not set."),
        (
            RuntimeError.untrustedHome("'/h' is writable by others"),
            "Refusing to use the home: '/h' is writable by others."
        ),
        (
            RuntimeError.tooDeep(depth: 9),
            "Runs of ritual nest 9 deep through plugins (RITUALIST_DEPTH=9): a plugin runs ritual, which runs it "
                + "again. Break the chain."
        ),
        (
            PluginFailure.failed(plugin: "git", reason: "it exited with status 1", stderr: ""),
            "The plugin 'git' failed: it exited with status 1."
        ),
        (
            PluginFailure.failed(plugin: "git", reason: "it exited with status 1", stderr: "fatal: no repository"),
            "The plugin 'git' failed: it exited with status 1. Its stderr ended with: fatal: no repository"
        ),
        (
            NotifyFailure.noNotifier(title: "Hi"),
            "Nothing can show the notification 'Hi': notify-send, gdbus and osascript were not found on PATH."
        ),
        (
            TriggerFailure.tooDeep(intent: "Cheer", depth: 5),
            "'Cheer' was not started: it would run at depth 5 of automations started by one another's changes, past "
                + "the bound of 4."
        ),
        (
            CategoryError.unknown("work", known: []),
            "No habit has the category 'work': no habit has a category yet (give one with 'ritual habit edit NAME "
                + "--category work')."
        ),
        (
            CategoryError.unknown("wrk", known: ["work", "home"]),
            "No habit has the category 'wrk'. Did you mean 'work'?"
        ),
        (
            CategoryError.unknown("zzz", known: ["work", "home"]),
            "No habit has the category 'zzz'. The categories are: work, home."
        ),
    ]

    @Test(arguments: messages.indices)
    func everyErrorSaysTodaysWordsFromATemplateOfItsCaseWithEveryPlaceholderFilled(_ index: Int) {
        let (failure, message) = Self.messages[index]
        #expect(FailureWording.problems(of: failure, saying: message, in: FailureCase.ritualist) == [])
    }

    /// Every template of IntentKit's cases and of the domain's, with the name of its case: the words of the
    /// libraries, which any front end shows.
    static let libraryTemplates: [(name: String, template: MessageTemplate)] = {
        let domain =
            LogHabitError.wordedCases + RestDayError.wordedCases + ChangeLogError.wordedCases
            + HabitValidationError.wordedCases + ScheduleParseError.wordedCases + StoreError.wordedCases
        let cases = FailureCase.intentKit.map { ($0.name, $0.templates) } + domain.map { ($0.name, $0.templates) }
        return cases.flatMap { name, templates in templates.map { (name, $0) } }
    }()

    @Test(arguments: libraryTemplates.indices)
    func noTemplateOfIntentKitOrTheDomainNamesTheCommandLine(_ index: Int) {
        let (name, template) = Self.libraryTemplates[index]
        #expect(!template.text.contains("ritual "), "\(name): \(template)")
        #expect(!template.text.contains("--"), "\(name): \(template)")
    }

    @Test func everyCaseRitualistListsHasATemplate() {
        #expect(FailureWording.unworded(FailureCase.ritualist) == [])
    }

    @Test func noNameHasTwoCategoriesAcrossIntentKitsAndRitualistsLists() {
        #expect(FailureWording.namesWithSeveralCategories(FailureCase.intentKit + FailureCase.ritualist) == [])
    }

    @Test func aPluginsOwnErrorKeepsItsCaseAndItsWords() {
        let failure = PluginFailure.reported(case: "noRepository", message: "Not a git repository {here}.")
        #expect(failure.caseName == "noRepository")
        #expect(failure.message == "Not a git repository {here}.")
        #expect(failure.filledTemplate.unfilled == [])
    }
}

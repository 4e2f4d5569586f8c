import IntentKit
import RitualistApp
import RitualistCore
import RitualistStore
import Testing

/// Ritualist's list of failure cases holds every case its domain, store, environment and plugins raise.
@Suite struct RitualistFailureCaseTests {
    static let day = Day(ordinal: 20_000)

    static let raised: [any IntentFailure] = [
        LogHabitError.habitUnavailable(name: "Read"), LogHabitError.futureDate(name: "Read"),
        LogHabitError.dateBeforeStartDate(name: "Read"), LogHabitError.notScheduledForDate(name: "Read", days: []),
        LogHabitError.notScheduledAfterEnd(name: "Read", endDate: day),
        LogHabitError.alreadyLogged(name: "Read", day: day, today: day), LogHabitError.needsValue(name: "Read"),
        LogHabitError.valueOutOfRange(name: "Read", value: 9, maximum: 8),
        LogHabitError.invalidValue(name: "Read", value: -1),
        LogHabitError.nothingToUndo(name: "Read", day: day), HabitValidationError.nameLength(0),
        RestDayError.completedDay(names: ["Read"], day: day, allHabits: false),
        ScheduleParseError.noWeekdays, StoreError.unavailable(path: "/x", reason: "r"),
        StoreError.rejected(reason: "r"),
        StoreError.habitNotFound(id: "1"), RuntimeError.invalidNow("x"), RuntimeError.noHome("x"),
        RuntimeError.untrustedHome("x"), RuntimeError.tooDeep(depth: 9),
        PluginFailure.failed(plugin: "git", reason: "r", stderr: ""), NotifyFailure.noNotifier(title: "Hi"),
        ChangeLogError.nothingToUndo,
        ChangeLogError.cannotUndo(kind: .undo, reason: "r"), ChangeLogError.unreadableEntry(reason: "r"),
        CategoryError.unknown("work", known: []), TriggerFailure.tooDeep(intent: "Cheer", depth: 5),
    ]

    @Test(arguments: raised.indices)
    func everyCaseRitualistRaisesIsListedWithItsCategory(_ index: Int) {
        let failure = Self.raised[index]
        #expect(FailureCase.ritualist.contains(failure.failureCase), "\(failure.caseName) is not listed")
    }
}

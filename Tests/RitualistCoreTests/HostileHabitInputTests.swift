import Testing

@testable import RitualistCore

/// Text and numbers a hostile or careless caller gives the domain: refused with a clear rule, never stored.
@Suite struct HostileHabitInputTests {
    func problems(_ draft: HabitDraft) -> [String] {
        draft.problems().map(\.message)
    }

    @Test(arguments: [
        (HabitDraft(name: "\u{1B}[2J\u{1B}]0;pwned\u{07}Evil", startDate: Nov.day(3)), "name"),
        (HabitDraft(name: "Tab\u{9B}31m", startDate: Nov.day(3)), "name"),
        (HabitDraft(name: "Ok", emoji: "\u{1B}", startDate: Nov.day(3)), "emoji"),
        (
            HabitDraft(name: "Ok", kind: .numeric, unit: "\u{1B}[5mU", dailyTarget: 2, startDate: Nov.day(3)),
            "unit"
        ),
        (HabitDraft(name: "Ok", startDate: Nov.day(3), category: "a\u{7F}b"), "category"),
    ])
    func controlCharactersAreRefusedInEveryTextField(draft: HabitDraft, field: String) {
        #expect(
            problems(draft).first
                == "The habit's \(field) must not contain control characters (such as escape sequences).")
    }

    @Test func lengthIsCountedInCodePointsAsTheStoreCountsIt() {
        let family = String(repeating: "👨‍👩‍👧‍👦", count: 15)  // 15 characters, 105 code points
        #expect(family.count == 15)
        #expect(
            problems(HabitDraft(name: family, startDate: Nov.day(3))) == [
                "Habit name must be 1 to 50 characters; got 105."
            ])
        #expect(problems(HabitDraft(name: String(repeating: "👨‍👩‍👧‍👦", count: 7), startDate: Nov.day(3))).isEmpty)
    }

    @Test(arguments: [1.7976931348623157e308, 1_000_000.5, .infinity, .nan])
    func aTargetBeyondAMillionOrNotFiniteIsRefused(target: Double) {
        let draft = HabitDraft(name: "Steps", kind: .numeric, dailyTarget: target, startDate: Nov.day(3))
        #expect(problems(draft).count == 1)
        #expect(
            problems(draft).first?.hasPrefix("Daily target must be a number greater than 0 and at most 1000000") == true
        )
    }

    @Test func hugeValuesNeverMakeADaysTotalInfinite() {
        let water = habit("Water", kind: .numeric, target: 8)
        let logs = [log(water, Nov.day(7), 16)]
        #expect(throws: LogHabitError.self) {
            try LogHabit.plan(
                habit: water, day: Nov.day(7), today: Nov.day(7), action: .add(1.7976931348623157e308),
                tally: DayTally(logsOf: logs))
        }
        let legacy = habit("Legacy", kind: .numeric)  // a numeric habit stored without a target
        #expect(legacy.maximumDailyValue == 2_000_000)
    }
}

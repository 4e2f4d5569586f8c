import Testing

@testable import RitualistCore

@Suite struct HabitValidationTests {
    let start = Nov.day(3)

    func draft(
        _ name: String = "Meditate", emoji: String? = nil, kind: HabitKind = .binary, unit: String? = nil,
        target: Double? = nil, schedule: Schedule = .daily, end: Day? = nil
    ) -> HabitDraft {
        HabitDraft(
            name: name, emoji: emoji, kind: kind, unit: unit, dailyTarget: target, schedule: schedule,
            startDate: start, endDate: end)
    }

    func message(_ draft: HabitDraft, existing: [Habit] = []) -> String? {
        draft.problems(against: existing).first?.message
    }

    @Test func aGoodDraftComesBackTrimmed() throws {
        let valid = try draft("  Drink water ", emoji: " 💧 ", kind: .numeric, unit: " glasses ", target: 8)
            .validated()
        #expect(valid.name == "Drink water")
        #expect(valid.emoji == "💧")
        #expect(valid.unit == "glasses")
    }

    @Test(arguments: [
        ("", "Habit name must be 1 to 50 characters; got 0."),
        ("   ", "Habit name must be 1 to 50 characters; got 0."),
        (String(repeating: "a", count: 51), "Habit name must be 1 to 50 characters; got 51."),
    ])
    func nameMustBeOneToFiftyCharacters(name: String, expected: String) {
        #expect(message(draft(name)) == expected)
    }

    @Test func fiftyCharactersIsEnough() {
        #expect(message(draft(String(repeating: "é", count: 50))) == nil)
    }

    @Test func namesAreUniqueIgnoringCase() {
        let existing = [habit("Meditate")]
        #expect(message(draft(" meditate"), existing: existing) == "A habit named 'Meditate' already exists.")
    }

    @Test func aHabitBeingEditedMayKeepItsName() throws {
        let existing = habit("Meditate")
        #expect(try draft("MEDITATE").validated(against: [existing], editing: existing.id).name == "MEDITATE")
    }

    @Test(arguments: ["👍🏽", "👨‍👩‍👧", "🇫🇷", "✅"])
    func anEmojiIsOneGraphemeCluster(emoji: String) {
        #expect(message(draft(emoji: emoji)) == nil)
    }

    @Test(
        arguments: [
            (HabitKind.binary, "cups", nil, "A binary habit has no unit."),
            (.binary, nil, 3.0, "A binary habit has no target."),
            (.numeric, nil, nil, "A numeric habit needs a daily target."),
            (.numeric, nil, 0.0, "Daily target must be a number greater than 0 and at most 1000000; got '0'."),
            (.numeric, nil, -2.5, "Daily target must be a number greater than 0 and at most 1000000; got '-2.5'."),
            (
                .numeric, nil, Double.infinity,
                "Daily target must be a number greater than 0 and at most 1000000; got 'inf'."
            ),
            (.numeric, String(repeating: "u", count: 21), 8.0, "Unit must be at most 20 characters; got 21."),
        ] as [(HabitKind, String?, Double?, String)])
    func unitAndTargetFollowTheKind(kind: HabitKind, unit: String?, target: Double?, expected: String) {
        #expect(message(draft(kind: kind, unit: unit, target: target)) == expected)
    }

    @Test(arguments: [
        (Schedule.daysOfWeek([]), "A schedule needs at least one weekday."),
        (.timesPerWeek(0), "Times per week must be 1 to 7; got 0."),
        (.timesPerWeek(8), "Times per week must be 1 to 7; got 8."),
        (.timesPerMonth(0), "Times per month must be 1 to 31; got 0."),
        (.timesPerMonth(32), "Times per month must be 1 to 31; got 32."),
        (.timesInDays(1, days: 1), "The days of a schedule must be 2 to 365; got 1."),
        (.timesInDays(1, days: 400), "The days of a schedule must be 2 to 365; got 400."),
        (.timesInDays(3, days: 3), "Times in 3 days must be 1 to 2; got 3."),
        (.timesInDays(0, days: 3), "Times in 3 days must be 1 to 2; got 0."),
    ])
    func schedulesAreChecked(schedule: Schedule, expected: String) {
        #expect(message(draft(schedule: schedule)) == expected)
    }

    @Test(arguments: [
        (HabitKind.numeric, TargetDirection.atMost, nil as String?),
        (.numeric, .atLeast, nil),
        (.binary, .atLeast, nil),
        (
            .binary, .atMost,
            "A binary habit has no 'at most' target; only a numeric habit counts an amount to stay under."
        ),
    ])
    func onlyANumericHabitMayHaveAnAtMostTarget(kind: HabitKind, direction: TargetDirection, expected: String?) {
        var candidate = draft(kind: kind, target: kind == .numeric ? 2 : nil)
        candidate.targetDirection = direction
        #expect(message(candidate) == expected)
    }

    @Test func theEndMayNotPrecedeTheStart() {
        #expect(message(draft(end: Nov.day(2))) == "End date '2025-11-02' is before the start date '2025-11-03'.")
        #expect(message(draft(end: Nov.day(3))) == nil)
    }

    @Test func everyProblemIsReportedInOrder() {
        let problems = draft("", emoji: "ab", kind: .binary, target: 1).problems()
        #expect(problems == [.nameLength(0), .invalidEmoji("ab"), .targetOnBinary])
    }

    @Test func validatedThrowsTheFirstProblem() {
        #expect(throws: HabitValidationError.nameLength(0)) { try draft("", emoji: "ab").validated() }
    }
}

import IntentKit
import RitualistCore
import RitualistStore

extension LogHabitError: MissingValueFailure {
    public var category: FailureCategory { .rejected }

    /// A numeric habit completed without an amount: the amount is asked for as `value`, which `CompleteHabit` and
    /// `LogHabitValue` both take. The domain plans before it writes, so nothing was written.
    package var missingValue: MissingValue? {
        guard case .needsValue(let name) = self else { return nil }
        return MissingValue(parameter: "value", question: AmountQuestion.text(habit: name))
    }
}

extension RestDayError: IntentFailure {
    public var category: FailureCategory { .rejected }
}

extension HabitValidationError: IntentFailure {
    public var caseName: String { "invalidHabit" }
    public var category: FailureCategory { .usage }
}

extension ScheduleParseError: IntentFailure {
    public var caseName: String { "invalidSchedule" }
    public var category: FailureCategory { .usage }
}

extension StoreError: IntentFailure {
    public var category: FailureCategory {
        switch self {
        case .unavailable: return .unavailable
        case .rejected, .habitNotFound: return .rejected
        }
    }
}

extension ChangeLogError: IntentFailure {
    public var category: FailureCategory { .rejected }
}

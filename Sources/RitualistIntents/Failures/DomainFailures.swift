import IntentKit
import RitualistCore
import RitualistStore

extension LogHabitError: IntentFailure {
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

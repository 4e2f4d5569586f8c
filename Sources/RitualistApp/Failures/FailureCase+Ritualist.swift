import IntentKit
import Primitives
import RitualistCore
import RitualistStore

extension FailureCase {
    /// Every case a run of Ritualist's intents can end with besides IntentKit's: the habit domain's, the store's,
    /// the environment's and external plugins', each with the templates of its messages.
    package static let ritualist: [FailureCase] =
        worded(LogHabitError.wordedCases + RestDayError.wordedCases + ChangeLogError.wordedCases, .rejected)
        + worded(HabitValidationError.wordedCases + ScheduleParseError.wordedCases, .usage)
        + worded(StoreError.wordedCases, .rejected, except: ["storeUnavailable": .unavailable])
        + CategoryError.failureCases + PastDaysError.failureCases + RuntimeError.failureCases
        + PluginFailure.failureCases + NotifyFailure.failureCases + TriggerFailure.failureCases

    /// The domain's cases, which know no categories, with `category` (or the one `except` gives a name).
    private static func worded(
        _ cases: [(name: String, templates: [MessageTemplate])], _ category: FailureCategory,
        except: [String: FailureCategory] = [:]
    ) -> [FailureCase] {
        cases.map { FailureCase($0.name, except[$0.name] ?? category, templates: $0.templates) }
    }
}

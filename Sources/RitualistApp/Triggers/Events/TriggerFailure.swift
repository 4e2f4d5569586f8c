import IntentKit
import Primitives

/// Why an automation an event fired was not started.
package enum TriggerFailure: Error, Equatable, IntentFailure, TemplatedMessage {
    case tooDeep(intent: String, depth: Int)

    package var caseName: String { "triggerTooDeep" }
    package var category: FailureCategory { .rejected }

    /// The message's template and values.
    package var filledTemplate: FilledTemplate {
        guard case .tooDeep(let intent, let depth) = self else { return Words.tooDeep.filled() }
        return Words.tooDeep.filled(["intent": intent, "depth": "\(depth)", "limit": "\(TriggerDepth.limit)"])
    }

    /// The words of an automation not started, written once.
    enum Words {
        static let tooDeep: MessageTemplate =
            "'{intent}' was not started: it would run at depth {depth} of automations started by one another's "
            + "changes, past the bound of {limit}."
    }

    /// The case an automation not started is journaled with.
    static let failureCases = [FailureCase("triggerTooDeep", .rejected, Words.tooDeep)]
}

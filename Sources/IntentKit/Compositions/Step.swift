/// One step of a composition: another intent or an action, its parameters, an optional condition.
package struct Step: Sendable {
    /// What a step runs: an intent, an action, or the end of the composition.
    package enum Target: Sendable, Equatable, CustomStringConvertible {
        /// `run: CompleteHabit`.
        case intent(String)
        /// `perform: habits.complete`.
        case action(String)
        /// `stop: MESSAGE`: end the composition here; with `error: true` it fails with case `stopped`.
        case stop(message: Template, isError: Bool)

        /// The intent or action, or `stop`.
        package var name: String {
            switch self {
            case .intent(let name), .action(let name): return name
            case .stop: return "stop"
            }
        }

        /// The key the step is written with: `run`, `perform` or `stop`.
        package var key: String {
            switch self {
            case .intent: return "run"
            case .action: return "perform"
            case .stop: return "stop"
            }
        }

        /// The step as its key and name read (`run: CompleteHabit`).
        package var description: String {
            switch self {
            case .intent(let name), .action(let name): return "\(key): \(name)"
            case .stop(_, let isError): return isError ? "stop with an error" : "stop"
            }
        }
    }

    /// One `with:` entry: the target's parameter name and its value.
    package struct Argument: Sendable {
        /// The target's parameter the value is bound to.
        package let name: String
        /// The value, a template filled in when the step runs.
        package let value: Template
        /// Where the entry's key stands.
        package let location: SourceLocation
        /// Where the value stands, for a diagnostic about the value rather than the key.
        package let valueLocation: SourceLocation
    }

    /// The `id:` other steps' references use (`steps.meditate.ok`), when the step has one.
    package let id: String?
    /// What the step runs.
    package let target: Target
    /// The `with:` entries, in the order they are written.
    package let arguments: [Argument]
    /// The `if:` that decides whether the step runs; nil runs it always.
    package let condition: Condition?
    /// The condition as written, for `describe` and `list --json`.
    package let conditionText: String?
    /// Where the condition stands, for a diagnostic about what it reads.
    package let conditionLocation: SourceLocation?
    /// Whether the composition goes on when this step fails (`continue_on_error: true`).
    package let continueOnError: Bool
    /// Where the target is named.
    package let location: SourceLocation

    /// The id, or the target's name for a step without one.
    package var label: String { id ?? target.name }
}

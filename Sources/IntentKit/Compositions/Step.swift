/// One step of a composition: another intent or an action, its parameters, an optional condition.
public struct Step: Sendable {
    /// What a step runs: an intent, an action, or the end of the composition.
    public enum Target: Sendable, Equatable, CustomStringConvertible {
        /// `run: CompleteHabit`.
        case intent(String)
        /// `perform: habits.complete`.
        case action(String)
        /// `stop: MESSAGE`: end the composition here; with `error: true` it fails with case `stopped`.
        case stop(message: Template, isError: Bool)

        /// The intent or action, or `stop`.
        public var name: String {
            switch self {
            case .intent(let name), .action(let name): return name
            case .stop: return "stop"
            }
        }

        /// The key the step is written with: `run`, `perform` or `stop`.
        public var key: String {
            switch self {
            case .intent: return "run"
            case .action: return "perform"
            case .stop: return "stop"
            }
        }

        /// The step as its key and name read (`run: CompleteHabit`).
        public var description: String {
            switch self {
            case .intent(let name), .action(let name): return "\(key): \(name)"
            case .stop(_, let isError): return isError ? "stop with an error" : "stop"
            }
        }
    }

    /// One `with:` entry: the target's parameter name and its value.
    public struct Argument: Sendable {
        /// The target's parameter the value is bound to.
        public let name: String
        /// The value, a template filled in when the step runs.
        public let value: Template
        /// Where the entry's key stands.
        public let location: SourceLocation
        /// Where the value stands, for a diagnostic about the value rather than the key.
        public let valueLocation: SourceLocation
    }

    /// The `id:` other steps' references use (`steps.meditate.ok`), when the step has one.
    public let id: String?
    /// What the step runs.
    public let target: Target
    /// The `with:` entries, in the order they are written.
    public let arguments: [Argument]
    /// The `if:` that decides whether the step runs; nil runs it always.
    public let condition: Condition?
    /// The condition as written, for `describe` and `list --json`.
    public let conditionText: String?
    /// Whether the composition goes on when this step fails (`continue_on_error: true`).
    public let continueOnError: Bool
    /// Where the target is named.
    public let location: SourceLocation

    /// The id, or the target's name for a step without one.
    public var label: String { id ?? target.name }
}

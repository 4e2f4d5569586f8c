/// One step of a composition: another intent or an action, its parameters, an optional condition.
public struct Step: Sendable {
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

        public var description: String {
            switch self {
            case .intent(let name), .action(let name): return "\(key): \(name)"
            case .stop(_, let isError): return isError ? "stop with an error" : "stop"
            }
        }
    }

    /// One `with:` entry: the target's parameter name and its value.
    public struct Argument: Sendable {
        public let name: String
        public let value: Template
        public let location: SourceLocation
        /// Where the value stands, for a diagnostic about the value rather than the key.
        public let valueLocation: SourceLocation
    }

    public let id: String?
    public let target: Target
    public let arguments: [Argument]
    public let condition: Condition?
    /// The condition as written, for `describe` and `list --json`.
    public let conditionText: String?
    public let continueOnError: Bool
    /// Where the target is named.
    public let location: SourceLocation

    /// The id, or the target's name for a step without one.
    public var label: String { id ?? target.name }
}

/// How one step of a composition went, as the outcome and the journal show it.
public struct StepRecord: Sendable {
    /// Whether the step ran and succeeded, ran and failed, or was skipped by its condition.
    public enum Status: String, Sendable {
        case ok, failed, skipped
    }

    /// The step's id, when it has one.
    public let id: String?
    /// What the step ran.
    public let target: Step.Target
    /// How it went.
    public let status: Status
    /// The failure, when the step failed.
    public let failure: Outcome.Failure?
    /// The result's JSON, when the step succeeded.
    public let result: JSONValue?
    /// The result's text, or a stop's message.
    public let text: String?

    /// `{"id", "intent" | "action", "status", "ok", "error": {"case", "message"} | null, "result"}`.
    public var json: JSONValue {
        let kind: (String, JSONValue)
        switch target {
        case .intent(let name): kind = ("intent", .string(name))
        case .action(let name): kind = ("action", .string(name))
        case .stop: kind = ("stop", .string(text ?? ""))
        }
        return .object([
            ("id", id.map { .string($0) } ?? .null),
            kind,
            ("status", .string(status.rawValue)),
            ("ok", .bool(status == .ok)),
            (
                "error",
                failure.map { .object([("case", .string($0.caseName)), ("message", .string($0.message))]) } ?? .null
            ),
            ("result", result ?? .null),
        ])
    }
}

/// The result of a composition: every step, in order, including those that failed or were skipped.
public struct CompositionResult: ActionOutput {
    /// Every step, in the order of the declaration.
    public let steps: [StepRecord]

    /// `{"steps": [...]}`, each step as ``StepRecord/json`` shows it.
    public var json: JSONValue { .object([("steps", .array(steps.map(\.json)))]) }

    /// One line per step: `meditate: Completed 'Meditate' on 2025-11-08.`, `LogHabitValue: skipped`.
    public var text: String {
        steps.map { step in
            let label = step.id ?? step.target.name
            switch step.status {
            case .ok: return "\(label): \(step.text ?? "ok")"
            case .skipped: return "\(label): skipped"
            case .failed: return "\(label): \(step.failure?.message ?? "failed")"
            }
        }.joined(separator: "\n")
    }
}

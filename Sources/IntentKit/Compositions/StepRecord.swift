/// How one step of a composition went, as the outcome and the journal show it.
package struct StepRecord: Sendable {
    /// Whether the step ran and succeeded, ran and failed, or was skipped by its condition.
    package enum Status: String, Sendable {
        case ok, failed, skipped
    }

    /// The step's id, when it has one.
    package let id: String?
    /// What the step ran.
    package let target: Step.Target
    /// How it went.
    package let status: Status
    /// The failure, when the step failed.
    package let failure: Outcome.Failure?
    /// The result's JSON, when the step succeeded.
    package let result: JSONValue?
    /// The result's text, or a stop's message.
    package let text: String?

    /// `{"id", "intent" | "action", "status", "ok", "error": {"case", "message"} | null, "result"}`.
    package var json: JSONValue {
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
package struct CompositionResult: ActionOutput {
    /// Every step, in the order of the declaration.
    package let steps: [StepRecord]

    /// `{"steps": [...]}`, each step as ``StepRecord/json`` shows it.
    package var json: JSONValue { .object([("steps", .array(steps.map(\.json)))]) }

    /// One line per step: `meditate: Completed 'Meditate' on 2025-11-08.`, `LogHabitValue: skipped`.
    package var text: String {
        steps.map { step in
            let label = step.id ?? step.target.name
            switch step.status {
            case .ok: return "\(label): \(step.text ?? "ok")"
            case .skipped: return "\(label): skipped"
            case .failed: return "\(label): \(step.failure?.message ?? "failed")"
            }
        }.joinedText(separator: "\n")
    }
}

/// What a template or a condition may name: a parameter of the composition, or an earlier step's outcome.
package enum Reference: Sendable, Equatable, CustomStringConvertible {
    case parameter(String)
    /// `steps.ID.ok`: whether the step ran and succeeded.
    case stepOK(String)
    /// `steps.ID.error`: the error case the step failed with, or null.
    case stepError(String)
    /// `steps.ID.result.a.b`: a field of the step's result, or null when it has none.
    case stepResult(String, path: [String])
    /// `event.kind`, `event.habit.name`: a field of the event that started the run, or null when no event did.
    case event(path: [String])

    /// Reads `steps.meditate.ok` or `date`; nil when the dotted name is not a reference.
    init?(dotted text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        if parts.count == 1, parts[0] != "steps" {
            self = .parameter(parts[0])
            return
        }
        if parts[0] == "event", parts.count >= 2 {
            self = .event(path: Array(parts.dropFirst()))
            return
        }
        guard parts[0] == "steps", parts.count >= 3 else { return nil }
        switch (parts[2], parts.count) {
        case ("ok", 3): self = .stepOK(parts[1])
        case ("error", 3): self = .stepError(parts[1])
        case ("result", _): self = .stepResult(parts[1], path: Array(parts.dropFirst(3)))
        default: return nil
        }
    }

    /// The step this reference reads, when it reads one.
    package var step: String? {
        switch self {
        case .parameter, .event: return nil
        case .stepOK(let id), .stepError(let id), .stepResult(let id, _): return id
        }
    }

    /// The reference as written inside `{{ }}` or a condition.
    package var description: String {
        switch self {
        case .parameter(let name): return name
        case .stepOK(let id): return "steps.\(id).ok"
        case .stepError(let id): return "steps.\(id).error"
        case let .stepResult(id, path): return (["steps", id, "result"] + path).joined(separator: ".")
        case .event(let path): return (["event"] + path).joined(separator: ".")
        }
    }
}

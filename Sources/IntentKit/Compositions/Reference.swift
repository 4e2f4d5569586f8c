/// What a template or a condition may name: a parameter of the composition, or an earlier step's outcome.
package enum Reference: Sendable, Equatable, CustomStringConvertible {
    case parameter(String)
    /// `steps.ID.ok`: whether the step ran and succeeded.
    case stepOK(String)
    /// `steps.ID.error`: the error case the step failed with, or null.
    case stepError(String)
    /// `steps.ID.result.a.b`, `steps.ID.result.habits[0]`, `steps.ID.result.habits.Read`: what the path reaches in
    /// the step's result, or null when it reaches nothing.
    case stepResult(String, path: [Segment])
    /// `event.kind`, `event.habit.name`: a field of the event that started the run, or null when no event did.
    case event(path: [Segment])

    /// Reads `steps.meditate.ok`, `date` or `steps.day.result.habits[Morning Run].completed`; nil when the text is
    /// not a reference.
    init?(dotted text: String) {
        guard let segments = Segment.parse(Substring(text)), case .field(let head) = segments[0] else { return nil }
        // The head of a reference is plain words: brackets belong to the path into a result or an event.
        let plain = segments.prefix { if case .field = $0 { true } else { false } }.map(\.text)
        if segments.count == 1, head != "steps" {
            self = .parameter(head)
            return
        }
        if head == "event", segments.count >= 2 {
            self = .event(path: Array(segments.dropFirst()))
            return
        }
        guard head == "steps", plain.count >= 3 else { return nil }
        switch (plain[2], segments.count) {
        case ("ok", 3): self = .stepOK(plain[1])
        case ("error", 3): self = .stepError(plain[1])
        case ("result", _): self = .stepResult(plain[1], path: Array(segments.dropFirst(3)))
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
        case let .stepResult(id, path): return "steps.\(id).result" + Segment.written(path)
        case .event(let path): return "event" + Segment.written(path)
        }
    }
}

import IntentKit

/// What the intents' triggers would do wrong that only the habit domain knows: an event narrowed to a habit the
/// store does not hold, and automations whose event triggers can start each other in a cycle (a warning: the
/// depth bound ends such a chain at run time).
package enum TriggerCheck {
    /// Every problem, each pointing at the trigger; `habits` are the names and ids in the store, nil when there is
    /// no store to ask.
    package static func problems(catalog: Catalog, habits: [String]?, sources: [DeclarationSource]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let known = habits.map { Set($0.map { $0.lowercased() }) }
        for declaration in catalog.declarations {
            for trigger in declaration.triggers {
                guard case .event(_, let subject?) = trigger.kind, let known, let habits,
                    !known.contains(subject.lowercased())
                else { continue }
                problems.append(
                    Diagnostic(
                        location: trigger.subjectLocation ?? trigger.location,
                        message: "unknown habit '\(subject)'." + Suggestion.hint(for: subject, in: habits),
                        sourceLine: nil))
            }
        }
        let cycles = cycles(in: catalog)
        // A reversal on a cycle is said by the cycle's warning already.
        let reversals = reversing(in: catalog).filter { reversal in
            !cycles.contains { $0.location == reversal.location }
        }
        return (problems + cycles + reversals).map { $0.showingLine(from: sources) }
    }

    /// A warning at an event trigger of each automation on a cycle of automations that start one another.
    static func cycles(in catalog: Catalog) -> [Diagnostic] {
        let automations = catalog.declarations.filter { $0.triggers.contains { $0.event != nil } }
        var fires: [String: [Fired]] = [:]
        for automation in automations {
            fires[automation.name] = events(of: automation, habit: nil, in: catalog, seen: [])
        }
        // Who starts whom: A starts B when A can fire an event B follows, about the habit B names if it names one.
        var starts: [String: [String]] = [:]
        for from in automations {
            starts[from.name] = automations.filter { to in
                to.triggers.contains { trigger in
                    guard case .event(let name, let subject) = trigger.kind else { return false }
                    return (fires[from.name] ?? []).contains { fired in
                        fired.event.rawValue == name
                            && (subject == nil || fired.habit == nil
                                || fired.habit?.lowercased() == subject?.lowercased())
                    }
                }
            }.map(\.name)
        }
        var warnings: [Diagnostic] = []
        for automation in automations {
            guard let path = cycle(from: automation.name, starts: starts),
                let trigger = automation.triggers.first(where: { $0.event != nil })
            else { continue }
            warnings.append(
                Diagnostic(
                    location: trigger.location, severity: .warning,
                    message: "event triggers can start each other in a cycle (" + path.joinedText(separator: " → ")
                        + "); a chain stops at depth \(TriggerDepth.limit)",
                    sourceLine: nil))
        }
        return warnings
    }

    /// The shortest path from `start` back to itself, names in order, or nil when there is none.
    private static func cycle(from start: String, starts: [String: [String]]) -> [String]? {
        var queue: [[String]] = [[start]]
        var visited: Set<String> = []
        while !queue.isEmpty {
            let path = queue.removeFirst()
            for next in starts[path[path.count - 1]] ?? [] {
                if next == start { return path + [start] }
                if visited.insert(next).inserted { queue.append(path + [next]) }
            }
        }
        return nil
    }

    /// An event a run can fire, and the habit it is about when a step names one as plain text.
    struct Fired {
        let event: RitualistEvent
        let habit: String?
    }

    /// The events a run of `declaration` can fire: its action's, or those of every intent its steps run; `habit` is
    /// the habit the run is given as plain text, when it is.
    static func events(
        of declaration: IntentDeclaration, habit: String?, in catalog: Catalog, seen: Set<String>
    )
        -> [Fired]
    {
        if let action = declaration.action {
            return RitualistEvent.fired(by: action).map { Fired(event: $0, habit: $0.takesHabit ? habit : nil) }
        }
        var result: [Fired] = []
        for step in declaration.steps ?? [] {
            var given: String?
            if let argument = step.arguments.first(where: { $0.name == "habit" }),
                case .literal(let text) = argument.value
            {
                given = text
            }
            switch step.target {
            case .action(let action):
                result += RitualistEvent.fired(by: action).map { Fired(event: $0, habit: $0.takesHabit ? given : nil) }
            case .intent(let name):
                guard !seen.contains(name), let called = catalog.declaration(named: name) else { continue }
                result += events(of: called, habit: given, in: catalog, seen: seen.union([declaration.name]))
            default: continue
            }
        }
        return result
    }
}

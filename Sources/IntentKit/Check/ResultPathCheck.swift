/// `check`'s look at the paths compositions follow into their steps' results: `steps.day.result.habits.0.atRisk`
/// where the step's intent returns no such field renders empty at run time and makes a condition false every time,
/// so it is reported where it is written, with the fields there are.
struct ResultPathCheck {
    /// The actions whose result shapes are known (`ActionOutput.resultShape`, an external plugin's `result`).
    let registry: PluginRegistry
    let catalog: Catalog

    /// One error per path that cannot reach anything; `sources` give the offending line for the caret.
    func diagnostics(sources: [DeclarationSource]) -> [Diagnostic] {
        catalog.declarations.flatMap { declaration -> [Diagnostic] in
            guard let steps = declaration.steps else { return [] }
            let targets = Dictionary(
                steps.compactMap { step in step.id.map { ($0, step.target) } }, uniquingKeysWith: { first, _ in first })
            return steps.flatMap { step in
                places(of: step).flatMap { references, location in
                    references.compactMap { reference in
                        diagnostic(reference, at: location, targets: targets, sources: sources)
                    }
                }
            }
        }
    }

    /// The references a step holds, each group with where it is written.
    private func places(of step: Step) -> [([Reference], SourceLocation)] {
        var places = step.arguments.map { ($0.value.references, $0.valueLocation) }
        if let condition = step.condition {
            places.append((condition.references, step.conditionLocation ?? step.location))
        }
        if case .stop(let message, _) = step.target { places.append((message.references, step.location)) }
        return places
    }

    private func diagnostic(
        _ reference: Reference, at location: SourceLocation, targets: [String: Step.Target],
        sources: [DeclarationSource]
    ) -> Diagnostic? {
        guard case .stepResult(let id, let path) = reference, let target = targets[id],
            let reason = shape(of: target).problem(following: path)
        else { return nil }
        let line = DeclarationSource.line(location, in: sources)
        // The caret goes under the reference when the line shows it, else under the value.
        let written = reference.description
        var column = location.column
        if let line,
            let range = line.unicodeScalars.dropFirst(max(0, location.column - 1)).firstRange(
                of: written.unicodeScalars)
        {
            column = line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: range.lowerBound) + 1
        }
        let step = "'\(id)' (\(target.description))"
        return Diagnostic(
            location: SourceLocation(path: location.path, line: location.line, column: column),
            message: "'\(written)' can never hold a value: in the result of step \(step), \(reason)",
            sourceLine: line)
    }

    /// What a step's result can hold: its action's shape, directly or through the intent it runs; unknown for a
    /// composition, a stop, or a name nothing registers (reported elsewhere).
    private func shape(of target: Step.Target) -> ResultShape {
        switch target {
        case .action(let name): return registry.actions[name]?.resultShape() ?? .unknown
        case .intent(let name):
            guard let action = catalog.declaration(named: name)?.action else { return .unknown }
            return registry.actions[action]?.resultShape() ?? .unknown
        case .stop: return .unknown
        }
    }
}

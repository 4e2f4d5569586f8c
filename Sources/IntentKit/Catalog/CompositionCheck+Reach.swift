extension CompositionCheck {
    /// Why `composition` reaches past what a run may: a chain of compositions deeper than the runner allows, or more
    /// steps than one run may run. Each is reported at the step that passes the bound.
    func reachProblems(of composition: IntentDeclaration) -> [Diagnostic] {
        guard let steps = composition.steps else { return [] }
        var problems: [Diagnostic] = []
        let size = reach.size(of: composition)
        let depthLimit = limits.maximumCompositionDepth
        if size.depth > depthLimit,
            let step = steps.first(where: {
                reach.callee(of: $0).map { reach.size(of: $0).depth >= depthLimit } ?? false
            })
        {
            problems.append(
                error(
                    step.location,
                    "composition '\(composition.name)' nests compositions \(size.depth) deep, past the limit of "
                        + "\(depthLimit): \(deepestChain(from: composition)); call fewer compositions in a row"))
        }
        let stepLimit = limits.maximumCompositionSteps
        if size.steps > stepLimit {
            var count = 0
            for step in steps {
                count = count > Int.max - reach.steps(of: step) ? Int.max : count + reach.steps(of: step)
                guard count > stepLimit else { continue }
                let shown = size.steps == Int.max ? "more than \(Int.max)" : "\(size.steps)"
                problems.append(
                    error(
                        step.location,
                        "composition '\(composition.name)' may run \(shown) steps, counting those of the compositions "
                            + "it runs, past the limit of \(stepLimit); give it fewer steps or run fewer compositions"))
                break
            }
        }
        return problems
    }

    /// `A → B → C`: the longest way down from `composition`, cut after one name past the depth limit.
    private func deepestChain(from composition: IntentDeclaration) -> String {
        var names = [composition.name]
        var current = composition
        while names.count <= limits.maximumCompositionDepth,
            let next = (current.steps ?? []).lazy.compactMap({ reach.callee(of: $0) }).first(where: {
                reach.size(of: $0).depth == reach.size(of: current).depth - 1
            })
        {
            names.append(next.name)
            current = next
        }
        if reach.size(of: current).depth > 1 { names.append("…") }
        return names.joinedText(separator: " → ")
    }
}

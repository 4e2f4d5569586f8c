/// Checks what only the whole catalog can tell about a composition: that each step's intent or action exists,
/// that `with` gives it parameters it declares, every one it requires and literals of the right type, and that
/// no composition calls itself, directly or through others, nor reaches past the bounds of a run.
struct CompositionCheck {
    let catalog: Catalog
    let vocabulary: DeclarationVocabulary
    let limits: DeclarationLimits
    let reach: CompositionReach

    init(catalog: Catalog, vocabulary: DeclarationVocabulary, limits: DeclarationLimits) {
        self.catalog = catalog
        self.vocabulary = vocabulary
        self.limits = limits
        reach = CompositionReach(catalog)
    }

    /// Every problem of `composition`'s steps; none for an intent that performs an action.
    func problems(of composition: IntentDeclaration) -> [Diagnostic] {
        guard let steps = composition.steps else { return [] }
        var problems: [Diagnostic] = []
        for step in steps {
            guard let parameters = parameters(of: step.target, at: step.location, &problems) else { continue }
            problems += check(step, against: parameters)
        }
        if reach.size(of: composition).reachesCycle, let cycle = cycle(from: composition),
            let step = steps.first(where: {
                $0.target == .intent($0.target.name) && $0.target.name.lowercased() == cycle[1].lowercased()
            })
        {
            problems.append(
                error(
                    step.location,
                    "composition '\(composition.name)' calls itself: \(cycle.joinedText(separator: " → ")); "
                        + "remove one of these steps"))
        }
        return problems + reachProblems(of: composition)
    }

    /// The parameters `target` declares, nil when it has no contract to check against or does not exist.
    private func parameters(of target: Step.Target, at location: SourceLocation, _ problems: inout [Diagnostic])
        -> [ParameterDeclaration]?
    {
        switch target {
        case .intent(let name):
            guard let intent = catalog.declaration(named: name) else {
                problems.append(
                    error(
                        location, "step runs unknown intent '\(name)'." + Suggestion.hint(for: name, in: catalog.names))
                )
                return nil
            }
            return intent.parameters
        case .stop:
            return nil
        case .action(let name):
            guard let parameterList = vocabulary.actions[name] else {
                let known = vocabulary.actions.keys.sorted()
                problems.append(
                    error(location, "step performs unknown action '\(name)'." + Suggestion.hint(for: name, in: known)))
                return nil
            }
            return parameterList().map { list in
                list.map {
                    ParameterDeclaration(
                        name: $0.name, type: $0.type, isRequired: $0.isRequired, values: $0.values ?? [],
                        location: location)
                }
            }
        }
    }

    private func check(_ step: Step, against parameters: [ParameterDeclaration]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let names = parameters.map(\.name)
        for argument in step.arguments {
            guard let parameter = parameters.first(where: { $0.name == argument.name }) else {
                let list = names.isEmpty ? "it takes none" : "it takes: " + names.joinedText(separator: ", ")
                problems.append(
                    error(
                        argument.location,
                        "'\(step.target.name)' has no parameter '\(argument.name)' (\(list))."
                            + Suggestion.hint(for: argument.name, in: names)))
                continue
            }
            if case .literal(let text) = argument.value, let problem = literalProblem(text, for: parameter) {
                problems.append(error(argument.valueLocation, "step gives '\(step.target.name)' \(problem)"))
            }
        }
        for parameter in parameters where parameter.isRequired && parameter.defaultValue == nil {
            if !step.arguments.contains(where: { $0.name == parameter.name }) {
                problems.append(
                    error(
                        step.location,
                        "step does not give '\(step.target.name)' its required parameter '\(parameter.name)'; "
                            + "add it under 'with'"))
            }
        }
        return problems
    }

    /// Why a literal cannot be a value of `parameter`: only types that need no plugin (numbers, booleans, enums).
    private func literalProblem(_ text: String, for parameter: ParameterDeclaration) -> String? {
        switch parameter.type {
        case .integer, .number, .boolean, .enumeration:
            do {
                // Dates are not among these types, so the date words are never asked.
                _ = try ValueCoercer.coerce(text, for: parameter) { word in
                    throw ParameterError.invalid(parameter: parameter.name, value: word, expected: "a date")
                }
                return nil
            } catch {
                return "a value it refuses: \(Outcome.Failure(error).message)"
            }
        case .string, .date, .entity:
            return nil
        }
    }

    /// The way back to `composition` through the intents its steps run, `[A, B, A]`, or nil.
    ///
    /// A depth-first search on a stack of its own, so a chain of thousands of files costs a loop, not the stack.
    func cycle(from composition: IntentDeclaration) -> [String]? {
        var visited: Set<String> = []
        var stack: [(intent: IntentDeclaration, next: Int)] = [(composition, 0)]
        while let (intent, next) = stack.last {
            let steps = intent.steps ?? []
            guard next < steps.count else {
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].next += 1
            guard case .intent(let name) = steps[next].target, let callee = catalog.declaration(named: name) else {
                continue
            }
            if callee.name == composition.name { return stack.map(\.intent.name) + [callee.name] }
            if visited.insert(callee.name).inserted { stack.append((callee, 0)) }
        }
        return nil
    }

    func error(_ location: SourceLocation, _ message: String) -> Diagnostic {
        Diagnostic(location: location, message: message, sourceLine: nil)
    }
}

extension Runner {
    /// How deep compositions may call one another at run time by default, as `check` refuses a deeper chain.
    package static let maximumDepth = DeclarationLimits.standard.maximumCompositionDepth

    /// What one intent's run produced, before it becomes an outcome.
    struct Execution {
        var parameters: BoundParameters?
        var result: (any ActionOutput)?
        var failure: Outcome.Failure?
    }

    /// The moment, the resolver and the chain of compositions one run shares with its steps.
    struct RunContext {
        let now: LocalMoment
        let resolver: Resolver
        var chain: [String] = []
        /// The steps run so far by the outermost composition, shared by every composition it runs.
        var steps = StepCount()
    }

    /// A count the steps of one composition's run share, nested compositions included.
    final class StepCount {
        var taken = 0
    }

    /// Binds and performs `intent`, or runs its steps; every error becomes the execution's failure.
    func execute(_ intent: IntentDeclaration, arguments: RawArguments, context: RunContext) -> Execution {
        var execution = Execution()
        do {
            switch intent.body {
            case .perform(let name):
                guard let action = registry.actions[name] else {
                    throw RunnerError.unknownAction(intent: intent.name, action: name)
                }
                let bound = try bind(arguments, to: intent, context: context)
                execution.parameters = bound
                execution.result = try action.perform(
                    ActionContext(
                        intent: intent, parameters: bound, resolver: context.resolver.limited(to: action.needs),
                        now: context.now, action: action))
            case .steps(let steps):
                let chain = context.chain + [intent.name]
                let limit = limits.maximumCompositionDepth
                guard chain.count <= limit else { throw CompositionError.tooDeep(chain: chain, limit: limit) }
                let bound = try bind(arguments, to: intent, context: context)
                execution.parameters = bound
                var inner = context
                inner.chain = chain
                if context.chain.isEmpty { inner.steps = StepCount() }
                let (records, failure) = runSteps(steps, parameters: bound, context: inner)
                // The steps run so far stay in the outcome, also when one stopped the composition.
                let result = CompositionResult(steps: records)
                if let failure {
                    // A step that failed shows the steps so far on a terminal; a `stop` with `error: true` is the
                    // declaration's own quiet end.
                    let shown = failure.failureCase != .stopped && failure.failureCase != .interrupted
                    execution.failure = failure.carrying(result.json, text: shown ? result.text : nil)
                } else {
                    execution.result = result
                }
            }
        } catch {
            execution.failure = Outcome.Failure(error)
        }
        return execution
    }

    private func bind(_ arguments: RawArguments, to intent: IntentDeclaration, context: RunContext) throws
        -> BoundParameters
    {
        try ParameterBinder(registry: registry, resolver: context.resolver, today: context.now.date)
            .bind(arguments, to: intent)
    }

    private func runSteps(_ steps: [Step], parameters: BoundParameters, context: RunContext)
        -> ([StepRecord], Outcome.Failure?)
    {
        var scope = CompositionScope(parameters: parameters)
        scope.event = event ?? .null
        var records: [StepRecord] = []
        for step in steps {
            if let interruption = Self.interruption { return (records, interruption) }
            let record = runStep(step, scope: scope, context: context)
            records.append(record)
            if let id = step.id { scope.steps[id] = record }
            if case .stop = step.target, record.status != .skipped { return (records, record.failure) }
            if let failure = record.failure, !step.continueOnError {
                return (records, Outcome.Failure(CompositionError.stepFailed(step: step.label, failure: failure)))
            }
        }
        // Every step ran and failed, each allowed to: nothing the composition is for happened.
        if let last = records.last?.failure, let label = steps.last?.label,
            records.count == steps.count, records.allSatisfy({ $0.status == .failed })
        {
            return (
                records,
                Outcome.Failure(CompositionError.everyStepFailed(steps: records.count, last: label, failure: last))
            )
        }
        return (records, nil)
    }

    private func runStep(_ step: Step, scope: CompositionScope, context: RunContext) -> StepRecord {
        if let condition = step.condition, !condition.holds(in: scope) {
            return StepRecord(id: step.id, target: step.target, status: .skipped, failure: nil, result: nil, text: nil)
        }
        if case let .stop(message, isError) = step.target {
            let text: String
            do {
                text = try message.render(in: scope, for: "the stop message") ?? ""
            } catch {
                return StepRecord(
                    id: step.id, target: step.target, status: .failed, failure: Outcome.Failure(error), result: nil,
                    text: nil)
            }
            return StepRecord(
                id: step.id, target: step.target, status: isError ? .failed : .ok,
                failure: isError ? Outcome.Failure(CompositionError.stopped(text)) : nil, result: nil, text: text)
        }
        let execution: Execution
        do {
            var pairs: [(String, String)] = []
            for argument in step.arguments {
                if let text = try argument.value.render(in: scope, for: "'\(argument.name)'") {
                    pairs.append((argument.name, text))
                }
            }
            context.steps.taken += 1
            let limit = limits.maximumCompositionSteps
            guard context.steps.taken <= limit else {
                throw CompositionError.tooManySteps(composition: context.chain.first ?? step.label, limit: limit)
            }
            switch target(of: step) {
            case .success(let intent):
                execution = execute(intent, arguments: RawArguments(pairs: pairs), context: context)
            case .failure(let error): execution = Execution(failure: Outcome.Failure(error))
            }
        } catch {
            execution = Execution(failure: Outcome.Failure(error))
        }
        return StepRecord(
            id: step.id, target: step.target, status: execution.failure == nil ? .ok : .failed,
            failure: execution.failure, result: execution.result?.json, text: execution.result?.text)
    }

    /// The intent a step runs: a declared one, or a plain declaration of an action's own parameters.
    private func target(of step: Step) -> Result<IntentDeclaration, RunnerError> {
        switch step.target {
        case .intent(let name):
            guard let intent = catalog.declaration(named: name) else {
                return .failure(.unknownIntent(name: name, suggestion: catalog.suggestion(for: name)))
            }
            return .success(intent)
        case .action(let name):
            guard let action = registry.actions[name] else {
                return .failure(.unknownAction(intent: step.label, action: name))
            }
            return .success(IntentDeclaration(performing: action, at: step.location))
        case .stop:
            return .failure(.unexpected("a stop step has no intent to run"))
        }
    }
}

extension IntentDeclaration {
    /// A declaration that performs `action` with exactly the parameters it registered, as a step calls it.
    init(performing action: ActionDefinition, at location: SourceLocation) {
        let parameters = (action.parameters ?? []).map {
            ParameterDeclaration(
                name: $0.name, type: $0.type, isRequired: $0.isRequired, values: $0.values ?? [], location: location)
        }
        self.init(
            name: action.name, title: action.name, summary: action.name, parameters: parameters,
            body: .perform(action: action.name), location: location, origin: .builtin)
    }
}

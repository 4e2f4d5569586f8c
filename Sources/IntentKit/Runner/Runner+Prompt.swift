extension Runner {
    /// How many values one run may ask for before it fails with the last one it lacked.
    package static let maximumQuestions = 4

    /// Executes `intent`; while it fails for want of a value the intent declares and `prompt` is given, asks for
    /// the value and executes again with it. Returns the last execution and the arguments it ran with.
    func execute(
        _ intent: IntentDeclaration, arguments: RawArguments, context: RunContext, asking prompt: ValuePrompt?
    ) -> (Execution, RawArguments) {
        var arguments = arguments
        var execution = execute(intent, arguments: arguments, context: context)
        guard let prompt else { return (execution, arguments) }
        for _ in 0..<Self.maximumQuestions {
            guard let question = question(after: execution, of: intent, arguments: arguments, context: context)
            else { break }
            switch prompt(question) {
            case .answer(let text):
                arguments = RawArguments(pairs: arguments.pairs + [(question.parameter, text)])
                execution = execute(intent, arguments: arguments, context: context)
            case .cancelled:
                let cancelled = RunnerError.cancelled(intent: intent.name, parameter: question.parameter)
                return (Execution(parameters: execution.parameters, failure: Outcome.Failure(cancelled)), arguments)
            case nil:
                return (execution, arguments)
            }
        }
        return (execution, arguments)
    }

    /// What to ask after `execution`, if it failed for a value `intent` declares and the arguments do not give:
    /// in the failure's words, else the action's (from the values given), else the parameter's declaration's.
    private func question(
        after execution: Execution, of intent: IntentDeclaration, arguments: RawArguments, context: RunContext
    ) -> ValuePrompt.Question? {
        guard let missing = (execution.failure?.cause as? any MissingValueFailure)?.missingValue,
            let parameter = intent.parameters.first(where: { $0.name == missing.parameter }),
            !arguments.pairs.contains(where: { $0.name == missing.parameter })
        else { return nil }
        let text =
            missing.question ?? actionQuestion(for: parameter.name, of: intent, arguments: arguments, context: context)
            ?? "\(parameter.name) for \(intent.name)" + (parameter.description.map { ": " + $0 } ?? "")
        return ValuePrompt.Question(intent: intent.name, parameter: parameter.name, text: text)
    }

    /// The question the action `intent` performs words for `parameter`, from the other values of `arguments`.
    private func actionQuestion(
        for parameter: String, of intent: IntentDeclaration, arguments: RawArguments, context: RunContext
    ) -> String? {
        guard case .perform(let name) = intent.body, let word = registry.actions[name]?.question else { return nil }
        let binder = ParameterBinder(registry: registry, resolver: context.resolver, today: context.now.date)
        return word(parameter, binder.given(arguments, to: intent))
    }
}

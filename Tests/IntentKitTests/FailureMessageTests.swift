import IntentKit
import IntentKitTesting
import Primitives
import Testing

/// Every message IntentKit's errors give, word for word, made from its case's template with every placeholder
/// filled.
@Suite struct FailureMessageTests {
    static let store = AnyKey(name: "store"), runner = AnyKey(name: "runner"), clock = AnyKey(name: "clock")
    static let longName = String(repeating: "x", count: 70)

    static let messages: [(any IntentFailure & TemplatedMessage, String)] = [
        (ParameterError.missing(intent: "I", parameter: "p"), "Missing required parameter 'p' for intent 'I'."),
        (
            ParameterError.unknown(intent: "CompleteHabit", parameter: "habbit", known: ["habit", "date"]),
            "Unknown parameter 'habbit' for intent 'CompleteHabit' (expected one of: habit, date). Did you mean 'habit'?"
        ),
        (
            ParameterError.unknown(intent: "Today", parameter: "x", known: []),
            "Unknown parameter 'x' for intent 'Today' (it takes no parameters)."
        ),
        (ParameterError.duplicate(parameter: "p"), "Parameter 'p' is given more than once."),
        (ParameterError.malformedArgument("habit"), "Invalid argument 'habit': expected name=value."),
        (ParameterError.malformedJSON("not an object"), "Invalid parameters: not an object."),
        (
            ParameterError.invalid(parameter: "value", value: "abc", expected: "a number"),
            "Invalid value 'abc' for parameter 'value': expected a number."
        ),
        (
            ParameterError.outOfRange(parameter: "p", value: "9", minimum: 1, maximum: 2.5),
            "Invalid value '9' for parameter 'p': expected a value from 1 to 2.5."
        ),
        (
            ParameterError.outOfRange(parameter: "p", value: "0", minimum: 1, maximum: nil),
            "Invalid value '0' for parameter 'p': expected a value of at least 1."
        ),
        (
            ParameterError.outOfRange(parameter: "p", value: "9", minimum: nil, maximum: 2),
            "Invalid value '9' for parameter 'p': expected a value of at most 2."
        ),
        (
            ParameterError.outOfRange(parameter: "p", value: "9", minimum: nil, maximum: nil),
            "Invalid value '9' for parameter 'p': expected a value in range."
        ),
        (
            ParameterError.notAllowed(parameter: "size", value: "smal", values: ["small", "medium"]),
            "Invalid value 'smal' for parameter 'size': expected one of small, medium. Did you mean 'small'?"
        ),
        (
            ParameterError.notAllowed(parameter: "size", value: "huge", values: ["small", "medium"]),
            "Invalid value 'huge' for parameter 'size': expected one of small, medium."
        ),
        (
            ParameterError.patternMismatch(parameter: "p", value: "V", pattern: "[a-z]+"),
            "Invalid value 'V' for parameter 'p': expected text matching '[a-z]+'."
        ),
        (ParameterError.unknownEntity(type: "habit", value: "Medidate", suggestions: []), "No habit named 'Medidate'."),
        (
            ParameterError.unknownEntity(type: "habit", value: "Medidate", suggestions: ["Meditate"]),
            "No habit named 'Medidate'. Did you mean 'Meditate'?"
        ),
        (
            ParameterError.unknownEntity(type: "habit", value: "Rea", suggestions: ["Read", "Ream"]),
            "No habit named 'Rea'. Did you mean one of 'Read', 'Ream'?"
        ),
        (ParameterError.noEntities(type: "habit", value: "x"), "No habit named 'x'; there are no habits yet."),
        (
            ParameterError.ambiguousEntity(type: "habit", value: "Re", matches: ["Read", "Rest"]),
            "'Re' matches several habits: 'Read', 'Rest'. Give more of the name, or the id."
        ),
        (
            ParameterError.unknownDateWord(parameter: "date", value: "yesterdy", known: ["today", "yesterday"]),
            "Invalid value 'yesterdy' for parameter 'date': expected a date (YYYY-MM-DD) or one of today, yesterday. "
                + "Did you mean 'yesterday'?"
        ),
        (
            RunnerError.unknownIntent(name: "Medidate", suggestion: "Meditate"),
            "No intent named 'Medidate'. Did you mean 'Meditate'?"
        ),
        (
            RunnerError.unknownIntent(name: longName, suggestion: nil),
            "No intent named '\(String(repeating: "x", count: 60))…'."
        ),
        (
            RunnerError.parameterAccess(intent: "I", parameter: "p", expected: "a number"),
            "The action of 'I' read parameter 'p' as a number, which its declaration does not give it. Fix the "
                + "declaration's type or the action."
        ),
        (
            RunnerError.undeclaredParameter(action: "a", parameter: "p"),
            "Action 'a' read parameter 'p', which it did not list when it registered. Add the parameter to the "
                + "action's registration."
        ),
        (RunnerError.unknownAction(intent: "I", action: "a"), "Intent 'I' performs 'a', which no plugin registered."),
        (RunnerError.cancelled(intent: "I", parameter: "p"), "Cancelled: no value for parameter 'p' of 'I'."),
        (RunnerError.unexpected("x"), "Internal error: x"),
        (
            RunnerError.interrupted(signal: 15),
            "Interrupted by SIGTERM: the steps done before it are kept, the rest did not run."
        ),
        (
            RunnerError.interrupted(signal: 9),
            "Interrupted by signal 9: the steps done before it are kept, the rest did not run."
        ),
        (
            RunnerError.killed,
            "The run was killed before it could record its outcome: the steps it had done are kept, but which ones is "
                + "not known."
        ),
        (
            CompositionError.tooDeep(chain: ["A", "B", "A"], limit: 8),
            "Compositions call one another more than 8 deep: A → B → A. Break the chain of steps."
        ),
        (
            CompositionError.valueTooLarge(template: "'counter'", limit: 65536),
            "The template of 'counter' renders to more than 65536 bytes, the most one value may hold."
        ),
        (
            CompositionError.tooManySteps(composition: "C", limit: 10000),
            "Composition 'C' would run more than 10000 steps, counting those of the compositions it runs; the run "
                + "stopped there."
        ),
        (CompositionError.stopped("Nothing to do {today}."), "Nothing to do {today}."),
        (
            CompositionError.alreadyRunning(intent: "C", mode: .single),
            "'C' is already running; this run was dropped (mode: single)."
        ),
        (
            CompositionError.alreadyRunning(intent: "C", mode: .queued(max: 1)),
            "'C' already has 1 run waiting; this run was dropped (mode: queued, max: 1)."
        ),
        (
            CompositionError.alreadyRunning(intent: "C", mode: .queued(max: 2)),
            "'C' already has 2 runs waiting; this run was dropped (mode: queued, max: 2)."
        ),
        (
            CompositionError.alreadyRunning(intent: "C", mode: .parallel(max: 1)),
            "'C' is already running 1 time; this run was dropped (mode: parallel, max: 1)."
        ),
        (
            CompositionError.alreadyRunning(intent: "C", mode: .parallel(max: 3)),
            "'C' is already running 3 times; this run was dropped (mode: parallel, max: 3)."
        ),
        (
            ContainerError.cycle(path: [store, runner, store]),
            """
            Dependency cycle: store → runner → store
              'store' needs 'runner'
              'runner' needs 'store'
            A factory may not need itself, directly or through other dependencies.
            Fix: remove one of these needs, or pass the value as a parameter instead of resolving it.
            """
        ),
        (
            ContainerError.missingRegistration(key: store, requiredBy: []),
            """
            No factory is registered for 'store'.
            It was resolved directly.
            Every key a factory or action needs must be registered by a plugin.
            Fix: register 'store' in the plugin that owns it, or remove it from the needs that name it.
            """
        ),
        (
            ContainerError.missingRegistration(key: store, requiredBy: [runner]),
            """
            No factory is registered for 'store'.
            Needed by: runner → store.
            Every key a factory or action needs must be registered by a plugin.
            Fix: register 'store' in the plugin that owns it, or remove it from the needs that name it.
            """
        ),
        (
            ContainerError.undeclaredDependency(key: clock, resolvedBy: store),
            """
            The factory for 'store' resolved 'clock', which it did not declare.
            Declared needs are what 'check' validates without running anything.
            Fix: add 'clock' to the needs of 'store'.
            """
        ),
        (
            ContainerError.typeMismatch(key: store, expected: "HabitStore", found: "Int"),
            "The value registered for 'store' is a Int, not the HabitStore its key promises."
        ),
        (
            DiagnosticList([
                Diagnostic(
                    location: SourceLocation(path: "user/A.yaml", line: 5, column: 1), message: "unknown key 'colour'",
                    sourceLine: nil)
            ]),
            "user/A.yaml:5:1: error: unknown key 'colour'"
        ),
    ]

    @Test(arguments: messages.indices)
    func everyErrorSaysTodaysWordsFromATemplateOfItsCaseWithEveryPlaceholderFilled(_ index: Int) {
        let (failure, message) = Self.messages[index]
        #expect(FailureWording.problems(of: failure, saying: message, in: FailureCase.intentKit) == [])
    }

    @Test func everyCaseIntentKitListsHasATemplate() {
        #expect(FailureWording.unworded(FailureCase.intentKit) == [])
    }

    @Test func noNameIntentKitListsHasTwoCategories() {
        #expect(FailureWording.namesWithSeveralCategories(FailureCase.intentKit) == [])
    }

    @Test func aFailedStepQuotesTheStepsMessageUnderItsOwnCase() {
        let step = Outcome.Failure(RunnerError.unknownIntent(name: "Medidate", suggestion: nil))
        let failure = CompositionError.stepFailed(step: "log", failure: step)
        #expect(failure.message == "Step 'log' failed: No intent named 'Medidate'.")
        #expect(failure.filledTemplate.unfilled == [])
        #expect(failure.filledTemplate.unused == [])
        #expect(failure.failureCase == .unknownIntent)
    }
}

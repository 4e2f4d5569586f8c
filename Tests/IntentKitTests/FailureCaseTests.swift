import IntentKit
import Testing

/// The one list of failure cases: every case IntentKit can raise is in it, with the category it raises it with.
@Suite struct FailureCaseTests {
    static let key = AnyKey(name: "store")

    /// One error of every case of every failure IntentKit raises.
    static let raised: [any IntentFailure] = [
        ParameterError.missing(intent: "I", parameter: "p"),
        ParameterError.unknown(intent: "I", parameter: "p", known: []),
        ParameterError.duplicate(parameter: "p"), ParameterError.malformedArgument("p"),
        ParameterError.malformedJSON("bad"), ParameterError.invalid(parameter: "p", value: "v", expected: "e"),
        ParameterError.outOfRange(parameter: "p", value: "9", minimum: 1, maximum: 2),
        ParameterError.notAllowed(parameter: "p", value: "v", values: ["a"]),
        ParameterError.patternMismatch(parameter: "p", value: "v", pattern: "x"),
        ParameterError.unknownEntity(type: "t", value: "v", suggestions: []),
        ParameterError.noEntities(type: "t", value: "v"),
        ParameterError.ambiguousEntity(type: "t", value: "v", matches: ["a", "b"]),
        ParameterError.unknownDateWord(parameter: "p", value: "v", known: []),
        RunnerError.unknownIntent(name: "I", suggestion: nil),
        RunnerError.parameterAccess(intent: "I", parameter: "p", expected: "e"),
        RunnerError.undeclaredParameter(action: "a", parameter: "p"),
        RunnerError.unknownAction(intent: "I", action: "a"),
        RunnerError.cancelled(intent: "I", parameter: "p"), RunnerError.unexpected("x"),
        RunnerError.interrupted(signal: 15), RunnerError.killed,
        CompositionError.tooDeep(chain: ["A", "B"], limit: 1), CompositionError.valueTooLarge(template: "t", limit: 1),
        CompositionError.tooManySteps(composition: "C", limit: 1), CompositionError.stopped("Stop."),
        CompositionError.alreadyRunning(intent: "C", mode: .single),
        CompositionError.alreadyRunning(intent: "C", mode: .queued(max: 2)),
        ContainerError.cycle(path: [key, key]), ContainerError.missingRegistration(key: key, requiredBy: []),
        ContainerError.undeclaredDependency(key: key, resolvedBy: key),
        ContainerError.typeMismatch(key: key, expected: "A", found: "B"), DiagnosticList([]),
    ]

    @Test(arguments: raised.indices)
    func everyCaseIntentKitRaisesIsListedWithItsCategory(_ index: Int) {
        let failure = Self.raised[index]
        #expect(FailureCase.intentKit.contains(failure.failureCase), "\(failure.caseName) is not listed")
    }

    @Test(arguments: raised.indices)
    func noMessageOfIntentKitNamesAProgramOrAFlag(_ index: Int) {
        let message = Self.raised[index].message
        #expect(!message.contains("--"), "\(message)")
        #expect(!message.lowercased().contains("ritual"), "\(message)")
    }

    @Test(arguments: [#"{"intent": "A", "intent": "B"}"#, "not json", #"{"params": {}}"#])
    func aBatchLineThatIsNotARequestIsRefusedWithAListedCase(_ line: String) throws {
        guard case .refused(_, let failure) = BatchLine(line, number: 3).grouped else {
            Issue.record("'\(line)' was read as a request")
            return
        }
        #expect(failure.failureCase == .invalidRequest)
        #expect(FailureCase.intentKit.contains(failure.failureCase))
    }

    @Test func aFailedStepEndsItsCompositionWithTheStepsOwnCase() {
        let step = Outcome.Failure(RunnerError.unknownIntent(name: "I", suggestion: nil))
        let failure = CompositionError.stepFailed(step: "s", failure: step)
        #expect(failure.failureCase == FailureCase("unknownIntent", .usage))
    }

    @Test(
        arguments: [
            ("stopped", 65), ("unknownIntent", 64), ("alreadyRunning", 69), ("internalError", 70),
            ("invalidDeclaration", 78), ("cancelled", 0), ("interrupted", 69), ("compositionTooDeep", 78),
        ] as [(String, Int32)])
    func aListedCaseExitsUnderStrictModeWithItsCategorysStatus(_ name: String, _ status: Int32) {
        #expect(FailureCase.intentKit.first { $0.name == name }?.exitCode == status)
    }
}

import IntentKit
import IntentKitTesting
import Testing

@Suite struct CompositionRunTests {
    static func composition(_ name: String, parameters: String = "", steps: String) -> DeclarationSource {
        Declarations.source(
            "version: 1\nintent: \(name)\ntitle: \(name)\nsummary: A composition.\n" + parameters + "steps:\n" + steps,
            path: "user/\(name).yaml", origin: .user)
    }

    static let routine = composition(
        "Routine",
        parameters: """
            parameters:
              counter: {type: counter, default: Squats}
              when: {type: date, default: today}

            """,
        steps: """
              - id: first
                run: Echo
                with: {counter: "{{ counter }}", count: 3, when: "{{ when }}"}
              - id: refused
                run: Refuse
                continue_on_error: true
              - id: added
                perform: counters.add
                if: "steps.refused.error == 'notToday' and steps.first.result.count == 3"
                with: {counter: "{{ steps.first.result.counter.name }}", by: "{{ steps.first.result.count }}"}
              - run: Refuse
                if: steps.refused.ok
            """)

    @Test func stepsRunInOrderReadingParametersAndEarlierSteps() throws {
        let outcome = makeRunner(extra: [Self.routine]).run("Routine", arguments: RawArguments(pairs: []))
        #expect(outcome.ok)
        let steps = outcome.json["result"]?["steps"]
        #expect(
            steps?.serialized()
                == """
                [{"id":"first","intent":"Echo","status":"ok","ok":true,"error":null,"result":\
                {"counter":{"id":"c2","name":"Squats"},"count":3,"when":"2025-11-08","mode":"add"}},\
                {"id":"refused","intent":"Refuse","status":"failed","ok":false,"error":\
                {"case":"notToday","message":"Not today."},"result":null},\
                {"id":"added","action":"counters.add","status":"ok","ok":true,"error":null,"result":"add 3 to Squats"},\
                {"id":null,"intent":"Refuse","status":"skipped","ok":false,"error":null,"result":null}]
                """)
        #expect(
            outcome.result?.text
                == "first: echo\nrefused: Not today.\nadded: added\nRefuse: skipped")
    }

    @Test func aFailedStepStopsTheCompositionWithItsCaseAndCategoryAndKeepsTheStepsSoFar() throws {
        let stops = Self.composition(
            "Stops",
            steps: """
                  - run: Echo
                    with: {counter: Pushups}
                  - id: no
                    run: Refuse
                  - run: Echo
                    with: {counter: Pullups}
                """)
        let outcome = makeRunner(extra: [stops]).run("Stops", arguments: RawArguments(pairs: []))
        #expect(outcome.failure?.caseName == "notToday")
        #expect(outcome.failure?.category == .rejected)
        #expect(outcome.failure?.message == "Step 'no' failed: Not today.")
        #expect(outcome.result == nil)
        #expect(outcome.json["result"]?["steps"]?.serialized().contains("Pullups") == false)
        guard case .array(let steps)? = outcome.json["result"]?["steps"] else {
            Issue.record("no steps in \(outcome.json.serialized())")
            return
        }
        #expect(steps.map { $0["status"] } == [.string("ok"), .string("failed")])
    }

    @Test func aStepsParametersGoThroughTheBinder() throws {
        let outOfRange = Self.composition(
            "TooMany", parameters: "parameters:\n  n: {type: integer, default: \"500\"}\n",
            steps: "  - run: Echo\n    with: {counter: Squats, count: \"{{ n }}\"}\n")
        let outcome = makeRunner(extra: [outOfRange]).run("TooMany", arguments: RawArguments(pairs: []))
        #expect(outcome.failure?.caseName == "invalidParameter")
        #expect(outcome.failure?.category == .usage)
    }

    @Test func theCompositionsOwnParametersAreBoundLikeAnyIntents() throws {
        let outcome = makeRunner(extra: [Self.routine]).run(
            "Routine", arguments: try RawArguments(words: ["counter=zz"]))
        #expect(outcome.failure?.caseName == "unknownEntity")
        #expect(outcome.result == nil)
    }

    @Test func theJournalHoldsOneRecordForTheWholeRun() throws {
        let directory = TemporaryDirectory()
        let journal = Journal(path: directory.path("journal.jsonl"))
        _ = makeRunner(journal: journal, extra: [Self.routine]).run("Routine", arguments: RawArguments(pairs: []))
        #expect(journal.records().map(\.intent) == ["Routine"])
    }

    /// Limits that let any chain through `check`, so that the runner's own bounds are what stops a run.
    static let lenient: DeclarationLimits = {
        var limits = DeclarationLimits()
        limits.maximumCompositionDepth = 100
        limits.maximumCompositionSteps = 1_000_000
        return limits
    }()

    /// Runs `Level1`, which runs `Level2`, and so on to `Level<depth>`, which runs `Refuse`.
    func runChain(depth: Int) -> Outcome {
        let chain = (1...depth).map { level in
            Self.composition(
                "Level\(level)",
                steps: level == depth ? "  - run: Refuse\n" : "  - run: Level\(level + 1)\n")
        }
        return makeRunner(extra: chain, loadingWithin: Self.lenient).run("Level1", arguments: RawArguments(pairs: []))
    }

    @Test func compositionsNestedDeeperThanTheBoundFailWithTheChain() throws {
        let depth = Runner.maximumDepth + 1
        let outcome = runChain(depth: depth)
        #expect(outcome.failure?.caseName == "compositionTooDeep")
        #expect(outcome.failure?.category == .configuration)
        let names = (1...depth).map { "Level\($0)" }.joined(separator: " → ")
        let message = "Compositions call one another more than 8 deep: \(names). Break the chain of steps."
        #expect(outcome.failure?.message.hasSuffix(message) == true)
    }

    @Test func compositionsNestedToTheBoundRun() throws {
        #expect(runChain(depth: Runner.maximumDepth).failure?.caseName == "notToday")
    }

    @Test(arguments: [("true", "stopped", "All 3 done."), ("false", nil, nil)])
    func aStopStepEndsTheCompositionQuietlyOrWithAnError(isError: String, caseName: String?, message: String?) {
        let stopping = Self.composition(
            "Stopping", parameters: "parameters:\n  n: {type: integer, default: \"3\"}\n",
            steps: """
                  - id: first
                    run: Echo
                    with: {counter: Squats, count: "{{ n }}"}
                  - stop: "All {{ steps.first.result.count }} done."
                    error: \(isError)
                    if: steps.first.result.count == n
                  - run: Refuse
                """)
        let outcome = makeRunner(extra: [stopping]).run("Stopping", arguments: RawArguments(pairs: []))
        #expect(outcome.failure?.caseName == caseName)
        #expect(outcome.failure?.message == message)
        #expect(outcome.failure?.category == (caseName == nil ? nil : .rejected))
        guard case .array(let steps)? = outcome.json["result"]?["steps"] else {
            Issue.record("no steps in \(outcome.json.serialized())")
            return
        }
        #expect(steps.map { $0["status"] } == [.string("ok"), .string(caseName == nil ? "ok" : "failed")])
        #expect(steps.last?["stop"] == .string("All 3 done."))
        // A failed run's text stays silent; its steps are in the outcome's JSON.
        #expect(outcome.result?.text == (caseName == nil ? "first: echo\nstop: All 3 done." : nil))
    }

    /// `Grow1` runs `Grow2` and so on, each step giving the next eight copies of its own text: 1,000 bytes become
    /// 8,000, 64,000, then 512,000 for `Echo`, past the bound of one rendered value.
    @Test func aTemplateThatRendersPastTheBoundFailsItsStepWithACaseOfItsOwn() throws {
        let eight = String(repeating: "{{ t }}", count: 8)
        let grow = (1...3).map { level in
            Self.composition(
                "Grow\(level)",
                parameters: "parameters:\n  t: {type: string, default: \"\(String(repeating: "x", count: 1000))\"}\n",
                steps: level == 3
                    ? "  - run: Echo\n    with: {counter: \"\(eight)\"}\n"
                    : "  - run: Grow\(level + 1)\n    with: {t: \"\(eight)\"}\n"
            )
        }
        let outcome = makeRunner(extra: grow).run("Grow1", arguments: RawArguments(pairs: []))
        #expect(outcome.failure?.caseName == "valueTooLarge")
        #expect(outcome.failure?.category == .rejected)
        #expect(
            outcome.failure?.message
                == "Step 'Grow2' failed: Step 'Grow3' failed: Step 'Echo' failed: The template of 'counter' renders "
                + "to more than \(Template.maximumRenderedSize) bytes, the most one value may hold.")
    }

    @Test func aStopMessageThatRendersPastTheBoundFailsTheComposition() throws {
        let stopping = Self.composition(
            "Loud",
            parameters: "parameters:\n  t: {type: string, default: \"\(String(repeating: "x", count: 1000))\"}\n",
            steps: "  - stop: \"\(String(repeating: "{{ t }}", count: 100))\"\n")
        let outcome = makeRunner(extra: [stopping]).run("Loud", arguments: RawArguments(pairs: []))
        #expect(outcome.failure?.caseName == "valueTooLarge")
        #expect(
            outcome.failure?.message
                == "The template of the stop message renders to more than 65536 bytes, the most one value may hold.")
    }

    /// `Fan1` runs `Fan2` ten times, and so on; `Fan<levels>` performs an action ten times.
    static func fan(levels: Int) -> [DeclarationSource] {
        (1...levels).map { level in
            Self.composition(
                "Fan\(level)",
                steps: String(
                    repeating: level == levels ? "  - perform: counters.echo\n" : "  - run: Fan\(level + 1)\n",
                    count: 10))
        }
    }

    /// Three levels: 10 × (1 + 10 × (1 + 10)) = 1,110 steps.
    @Test func aRunStopsAtTheBoundOfStepsEvenWhenCheckLetItThrough() throws {
        let outcome = makeRunner(extra: Self.fan(levels: 3), loadingWithin: Self.lenient).run(
            "Fan1", arguments: RawArguments(pairs: []))
        #expect(outcome.failure?.caseName == "compositionTooLarge")
        #expect(outcome.failure?.category == .configuration)
        #expect(
            outcome.failure?.message.hasSuffix(
                "Composition 'Fan1' would run more than 1000 steps, counting those of the compositions it runs; "
                    + "the run stopped there.") == true)
        guard case .array(let steps)? = outcome.json["result"]?["steps"] else {
            Issue.record("no steps in \(outcome.json.serialized())")
            return
        }
        // Nine steps of `Fan2` ran whole (9 × 111 = 999 steps); the tenth ran one step and stopped at the next.
        #expect(steps.map { $0["status"] } == Array(repeating: .string("ok"), count: 9) + [.string("failed")])
    }

    @Test func aRunWithinTheBoundOfStepsCompletes() throws {
        #expect(makeRunner(extra: Self.fan(levels: 2)).run("Fan1", arguments: RawArguments(pairs: [])).ok)
    }
}

import IntentKit
import Testing

@Suite struct CompositionDiagnosticTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let label: String
        let body: String
        let expected: [String]
        var testDescription: String { label }
    }

    static let header = """
        version: 1
        intent: Broken
        title: Broken
        summary: A broken composition.
        parameters:
          when: {type: date, default: today}

        """

    static func load(_ body: String, extra: [DeclarationSource] = []) -> CatalogLoader.Load {
        let registry = PluginRegistry.counters
        let loader = CatalogLoader(parser: DeclarationParser(vocabulary: registry.vocabulary))
        return loader.load(
            [
                Declarations.source(Declarations.echo, path: "intents/Echo.yaml"),
                Declarations.source(Declarations.refuse, path: "intents/Refuse.yaml"),
                Declarations.source(header + body, path: "user/Broken.yaml", origin: .user),
            ] + extra)
    }

    static let cases: [Case] = [
        Case(
            label: "unknown intent", body: "steps:\n  - run: Ecco\n",
            expected: [
                "user/Broken.yaml:8:10: error: step runs unknown intent 'Ecco'. Did you mean 'Echo'?\n  - run: Ecco\n         ^"
            ]
        ),
        Case(
            label: "unknown action", body: "steps:\n  - perform: counters.ad\n",
            expected: [
                "user/Broken.yaml:8:14: error: step performs unknown action 'counters.ad'. Did you mean 'counters.add'?"
                    + "\n  - perform: counters.ad\n             ^"
            ]),
        Case(
            label: "undeclared with key", body: "steps:\n  - run: Echo\n    with: {counter: Squats, cont: 2}\n",
            expected: [
                "user/Broken.yaml:9:29: error: 'Echo' has no parameter 'cont' (it takes: counter, count, when, mode). "
                    + "Did you mean 'count'?\n    with: {counter: Squats, cont: 2}\n                            ^"
            ]),
        Case(
            label: "missing required parameter", body: "steps:\n  - run: Echo\n    with: {count: 2}\n",
            expected: [
                "user/Broken.yaml:8:10: error: step does not give 'Echo' its required parameter 'counter'; "
                    + "add it under 'with'\n  - run: Echo\n         ^"
            ]),
        Case(
            label: "literal of the wrong type",
            body: "steps:\n  - run: Echo\n    with: {counter: Squats, count: two}\n",
            expected: [
                "user/Broken.yaml:9:36: error: step gives 'Echo' a value it refuses: Invalid value 'two' for parameter 'count': "
                    + "expected an integer.\n    with: {counter: Squats, count: two}\n                                   ^"
            ]),
        Case(
            label: "template that does not parse",
            body: "steps:\n  - run: Echo\n    with: {counter: Squats, when: \"{{ when\"}\n",
            expected: [
                "user/Broken.yaml:9:35: error: invalid template: template '{{ when' opens '{{' without a closing '}}'"
                    + "\n    with: {counter: Squats, when: \"{{ when\"}\n                                  ^"
            ]),
        Case(
            label: "condition that does not parse",
            body: "steps:\n  - run: Refuse\n    if: \"when ==\"\n",
            expected: [
                "user/Broken.yaml:9:9: error: invalid condition 'when ==': unexpected end of the condition "
                    + "(expected a value, a reference or '(')\n    if: \"when ==\"\n        ^"
            ]),
        Case(
            label: "condition nested past the bound",
            body: "steps:\n  - run: Refuse\n    if: \"" + String(repeating: "(", count: 20_000) + "\"\n",
            expected: [
                "user/Broken.yaml:9:9: error: invalid condition '" + String(repeating: "(", count: 60) + "…': "
                    + "the condition nests more than 32 levels deep (parentheses and 'not')\n    if: \""
                    + String(repeating: "(", count: 91) + "…\n        ^"
            ]),
        Case(
            label: "a value longer than a rendered value may be",
            body: "steps:\n  - run: Echo\n    with:\n      counter: " + String(repeating: "x", count: 70_000) + "\n",
            expected: [
                "user/Broken.yaml:10:16: error: value is 70000 bytes, more than the 65536 one value may hold\n"
                    + "      counter: " + String(repeating: "x", count: 85) + "…\n               ^"
            ]),
        Case(
            label: "unknown parameter",
            body: "steps:\n  - run: Echo\n    with: {counter: Squats, when: \"{{ wen }}\"}\n",
            expected: [
                "user/Broken.yaml:9:35: error: 'wen' is not a parameter of this composition (when). "
                    + "Did you mean 'when'?\n    with: {counter: Squats, when: \"{{ wen }}\"}\n"
                    + "                                  ^"
            ]),
        Case(
            label: "unknown step",
            body: "steps:\n  - id: first\n    run: Refuse\n  - run: Refuse\n    if: steps.frist.ok\n",
            expected: [
                "user/Broken.yaml:11:9: error: 'steps.frist.ok' names unknown step 'frist' (ids: first). "
                    + "Did you mean 'first'?\n    if: steps.frist.ok\n        ^"
            ]),
        Case(
            label: "later step",
            body: "steps:\n  - run: Refuse\n    if: steps.last.ok\n  - id: last\n    run: Refuse\n",
            expected: [
                "user/Broken.yaml:9:9: error: 'steps.last.ok' reads step 'last', which has not run yet; "
                    + "a step reads only earlier steps\n    if: steps.last.ok\n        ^"
            ]),
        Case(
            label: "both perform and steps", body: "perform: counters.echo\nsteps:\n  - run: Refuse\n",
            expected: [
                "user/Broken.yaml:9:3: error: a declaration has both 'perform' and 'steps'; keep one"
                    + "\n  - run: Refuse\n  ^"
            ]),
        Case(
            label: "a step with neither run nor perform", body: "steps:\n  - id: lost\n",
            expected: [
                "user/Broken.yaml:8:5: error: a step needs 'run: INTENT', 'perform: ACTION' or 'stop: MESSAGE'\n  - id: lost\n    ^"
            ]),
        Case(
            label: "a step with both run and perform", body: "steps:\n  - {run: Refuse, perform: counters.echo}\n",
            expected: [
                "user/Broken.yaml:8:19: error: a step has both 'run' and 'perform'; keep one"
                    + "\n  - {run: Refuse, perform: counters.echo}\n                  ^"
            ]),
        Case(
            label: "a stop step with parameters", body: "steps:\n  - {stop: done, with: {a: b}}\n",
            expected: [
                "user/Broken.yaml:8:24: error: a 'stop' step takes no 'with'\n  - {stop: done, with: {a: b}}"
                    + "\n                       ^"
            ]),
        Case(
            label: "a step id used twice", body: "steps:\n  - {id: a, run: Refuse}\n  - {id: a, run: Refuse}\n",
            expected: [
                "user/Broken.yaml:9:10: error: step id 'a' is used twice; give each step its own id"
                    + "\n  - {id: a, run: Refuse}\n         ^"
            ]),
        Case(
            label: "unknown step key", body: "steps:\n  - run: Refuse\n    continue_on_eror: true\n",
            expected: [
                "user/Broken.yaml:9:5: error: unknown key 'continue_on_eror' in a step (expected one of: id, run, "
                    + "perform, stop, error, with, if, continue_on_error). Did you mean 'continue_on_error'?"
                    + "\n    continue_on_eror: true\n    ^"
            ]),
        Case(
            label: "a step that names its intent as the file's top does", body: "steps:\n  - intent: Refuse\n",
            expected: [
                "user/Broken.yaml:8:5: error: unknown key 'intent' in a step (expected one of: id, run, perform, stop, "
                    + "error, with, if, continue_on_error). Did you mean 'run'?\n  - intent: Refuse\n    ^",
                "user/Broken.yaml:8:5: error: a step needs 'run: INTENT', 'perform: ACTION' or 'stop: MESSAGE'"
                    + "\n  - intent: Refuse\n    ^",
            ]),
    ]

    @Test(arguments: cases)
    func eachMistakeIsReportedWithItsPositionAndCaret(_ testCase: Case) {
        let load = Self.load(testCase.body)
        #expect(load.diagnostics.map(\.description) == testCase.expected)
        #expect(load.catalog.declaration(named: "Broken") == nil)
        #expect(load.brokenFiles == ["user/Broken.yaml"])
    }

    @Test func aBrokenConditionHidesNeitherAnUnknownIntentNorAWrongParameterInTheSameFile() {
        let load = Self.load(
            "steps:\n  - run: Ecco\n  - run: Echo\n    with: {counter: Squats, cont: 2}\n"
                + "  - run: Refuse\n    if: \"when ==\"\n")
        #expect(
            load.diagnostics.map(\.header) == [
                "user/Broken.yaml:8:10: error: step runs unknown intent 'Ecco'. Did you mean 'Echo'?",
                "user/Broken.yaml:10:29: error: 'Echo' has no parameter 'cont' (it takes: counter, count, when, mode). "
                    + "Did you mean 'count'?",
                "user/Broken.yaml:12:9: error: invalid condition 'when ==': unexpected end of the condition "
                    + "(expected a value, a reference or '(')",
            ])
        #expect(load.catalog.declaration(named: "Broken") == nil)
        #expect(load.brokenFiles == ["user/Broken.yaml"])
    }

    @Test func aBrokenTemplateIsNotAlsoReportedAsAMissingParameter() {
        let load = Self.load("steps:\n  - run: Echo\n    with: {counter: \"{{ counter\"}\n")
        #expect(
            load.diagnostics.map(\.header) == [
                "user/Broken.yaml:9:21: error: invalid template: template '{{ counter' opens '{{' without a closing '}}'"
            ])
    }

    @Test func aCompositionThatCallsItselfThroughAnotherPrintsTheCycle() {
        let other = Declarations.source(
            "version: 1\nintent: Other\ntitle: O\nsummary: S\nsteps:\n  - run: Broken\n", path: "user/Other.yaml",
            origin: .user)
        let load = Self.load("steps:\n  - run: Refuse\n  - run: Other\n", extra: [other])
        #expect(
            load.diagnostics.map(\.header) == [
                "user/Broken.yaml:9:10: error: composition 'Broken' calls itself: Broken → Other → Broken; "
                    + "remove one of these steps",
                "user/Other.yaml:6:10: error: composition 'Other' calls itself: Other → Broken → Other; "
                    + "remove one of these steps",
            ])
        #expect(load.catalog.declaration(named: "Broken") == nil)
        #expect(load.catalog.declaration(named: "Other") == nil)
    }

    @Test func aCompositionThatCallsItselfDirectlyPrintsTheCycle() {
        let load = Self.load("steps:\n  - run: broken\n")
        #expect(
            load.diagnostics.map(\.header) == [
                "user/Broken.yaml:8:10: error: composition 'Broken' calls itself: Broken → Broken; "
                    + "remove one of these steps"
            ])
    }

    @Test func aValidCompositionLoadsClean() {
        let load = Self.load(
            "steps:\n  - id: a\n    run: Echo\n    with: {counter: Squats, when: \"{{ when }}\", count: 5}\n"
                + "  - perform: counters.add\n    if: steps.a.ok and steps.a.result.count >= 5\n"
                + "    with: {counter: Pushups, by: \"{{ steps.a.result.count }}\", mode: set}\n")
        #expect(load.diagnostics.map(\.description) == [])
        #expect(load.catalog.declaration(named: "Broken")?.steps?.count == 2)
    }

    static func chain(_ prefix: String, levels: Int, width: Int) -> [DeclarationSource] {
        (1...levels).map { level in
            let step = level == levels ? "  - perform: counters.echo\n" : "  - run: \(prefix)\(level + 1)\n"
            return Declarations.source(
                "version: 1\nintent: \(prefix)\(level)\ntitle: T\nsummary: S\nsteps:\n"
                    + String(repeating: step, count: width),
                path: "user/\(prefix)\(level).yaml", origin: .user)
        }
    }

    @Test func aChainOfCompositionsDeeperThanTheRunnerAllowsIsRefusedAtItsFirstStep() {
        let load = Self.load("steps:\n  - run: Refuse\n", extra: Self.chain("Level", levels: 9, width: 1))
        let names = (1...9).map { "Level\($0)" }.joined(separator: " → ")
        #expect(
            load.diagnostics.map(\.description) == [
                "user/Level1.yaml:6:10: error: composition 'Level1' nests compositions 9 deep, past the limit of 8: "
                    + names + "; call fewer compositions in a row\n  - run: Level2\n         ^"
            ])
        #expect(load.catalog.declaration(named: "Level1") == nil)
        #expect(load.catalog.declaration(named: "Level2") != nil)
    }

    @Test func aChainOfCompositionsAsDeepAsTheRunnerAllowsLoads() {
        let load = Self.load("steps:\n  - run: Refuse\n", extra: Self.chain("Level", levels: 8, width: 1))
        #expect(load.diagnostics.map(\.description) == [])
    }

    /// Ten steps a level: `Fan3` runs 10 steps, `Fan2` 10 × (1 + 10) = 110, `Fan1` 10 × (1 + 110) = 1,110.
    @Test(arguments: [(3, "1110", 15), (8, "111111110", 6)])
    func aCompositionThatFansOutPastTheBoundIsRefusedAtTheStepThatPassesIt(levels: Int, count: String, line: Int) {
        let load = Self.load("steps:\n  - run: Refuse\n", extra: Self.chain("Fan", levels: levels, width: 10))
        let refused = load.diagnostics.filter { $0.location.path == "user/Fan1.yaml" }
        #expect(
            refused.map(\.description) == [
                "user/Fan1.yaml:\(line):10: error: composition 'Fan1' may run \(count) steps, counting those of the "
                    + "compositions it runs, past the limit of 1000; give it fewer steps or run fewer compositions"
                    + "\n  - run: Fan2\n         ^"
            ])
        #expect(load.catalog.declaration(named: "Fan1") == nil)
    }

    @Test func aCompositionThatFansOutToTheBoundLoads() {
        // `Fan1`: 9 steps of `Fan2` (1 + 110 each) = 999 steps, and one action: 1,000.
        let fan = Self.chain("Fan", levels: 3, width: 10)
        let first = Declarations.source(
            "version: 1\nintent: Fan1\ntitle: T\nsummary: S\nsteps:\n"
                + String(repeating: "  - run: Fan2\n", count: 9) + "  - perform: counters.echo\n",
            path: "user/Fan1.yaml", origin: .user)
        let load = Self.load("steps:\n  - run: Refuse\n", extra: [first] + fan.dropFirst())
        #expect(load.diagnostics.map(\.description) == [])
    }

    /// Thousands of files, each running the next: every walk of the catalog is a loop, never a recursion as deep.
    @Test func aChainOfThousandsOfCompositionsIsCheckedWithoutCrashing() {
        let load = Self.load("steps:\n  - run: Refuse\n", extra: Self.chain("Long", levels: 20_000, width: 1))
        let refused = Set(load.diagnostics.map(\.location.path))
        #expect(refused.count == 20_000 - 8)
        #expect(refused.contains("user/Long1.yaml"))
        #expect(load.catalog.declaration(named: "Long19993") != nil)
    }
}

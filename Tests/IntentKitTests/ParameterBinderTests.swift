import IntentKit
import IntentKitTesting
import Testing

@Suite struct ParameterBinderTests {
    let runner = makeRunner()

    func bind(_ words: [String], json: String? = nil) throws -> BoundParameters {
        let intent = try #require(runner.catalog.declaration(named: "echo"))
        let resolver = runner.container.resolver(for: runner.container.makeRun())
        let binder = ParameterBinder(registry: runner.registry, resolver: resolver, today: .iso("2025-11-08"))
        return try binder.bind(RawArguments(words: words, json: json), to: intent)
    }

    func failure(_ words: [String], json: String? = nil) -> ParameterError? {
        do {
            _ = try bind(words, json: json)
            return nil
        } catch {
            return error as? ParameterError
        }
    }

    @Test func appliesDefaultsAndCoercesTypes() throws {
        let bound = try bind(["counter=push"])
        #expect(bound["counter"] == .entity(EntityReference(type: "counter", id: "c0", name: "Pushups")))
        #expect(bound["count"] == .integer(10))
        #expect(bound["when"] == .date(.iso("2025-11-08")))
        #expect(bound["mode"] == .enumCase("add"))
    }

    @Test func readsAJSONObject() throws {
        let bound = try bind([], json: #"{"counter": "Squats", "count": 3, "when": "payday"}"#)
        #expect(bound["count"] == .integer(3))
        #expect(bound["when"] == .date(.iso("2025-11-28")))
    }

    @Test func resolvesEntitiesByIdThenExactNameThenUniquePrefix() throws {
        #expect(
            try bind(["counter=c2"])["counter"] == .entity(EntityReference(type: "counter", id: "c2", name: "Squats")))
        #expect(
            try bind(["counter=PULLUPS"])["counter"]
                == .entity(EntityReference(type: "counter", id: "c1", name: "Pullups")))
        #expect(
            try bind(["counter=sq"])["counter"] == .entity(EntityReference(type: "counter", id: "c2", name: "Squats")))
    }

    @Test func anAmbiguousPrefixListsTheCandidates() {
        let error = failure(["counter=pu"])
        #expect(error == .ambiguousEntity(type: "counter", value: "pu", matches: ["Pullups", "Pushups"]))
        #expect(
            error?.message == "'pu' matches several counters: 'Pullups', 'Pushups'. Give more of the name, or the id.")
    }

    @Test func aNearMissSuggestsTheEntity() {
        let error = failure(["counter=Sqats"])
        #expect(error?.message == "No counter named 'Sqats'. Did you mean 'Squats'?")
        #expect(error?.caseName == "unknownEntity")
    }

    @Test func anUnknownParameterNameSuggestsTheClosest() {
        let error = failure(["counter=sq", "cont=3"])
        #expect(
            error?.message
                == "Unknown parameter 'cont' for intent 'Echo' (expected one of: counter, count, when, mode)."
                + " Did you mean 'count'?")
    }

    @Test(arguments: [
        ([String](), ParameterError.missing(intent: "Echo", parameter: "counter")),
        (["counter=sq", "count=abc"], .invalid(parameter: "count", value: "abc", expected: "an integer")),
        (["counter=sq", "count=0"], .outOfRange(parameter: "count", value: "0", minimum: 1, maximum: 100)),
        (["counter=sq", "counter=pu"], .duplicate(parameter: "counter")),
        (["counter"], .malformedArgument("counter")),
        (["=x"], .malformedArgument("=x")),
    ])
    func rejectsBadArguments(words: [String], expected: ParameterError) {
        #expect(failure(words) == expected)
    }

    @Test func rejectsMalformedJSON() {
        #expect(failure([], json: "[1]") == .malformedJSON("expected a JSON object"))
        #expect(
            failure([], json: #"{"count": [1]}"#)
                == .malformedJSON("the value of 'count' must be a string, number or boolean"))
        #expect(failure([], json: "{").map(\.caseName) == "malformedArguments")
    }
}

extension ParameterBinderTests {
    @Test func withoutACloseMatchNoUnrelatedEntityIsOffered() {
        let error = failure(["counter=Nope"])
        #expect(error?.message == "No counter named 'Nope'.")
    }
}

import IntentKit
import RitualistApp
import Testing

/// Every `examples:` entry of the built-in declarations, run against the fixture home.
@Suite struct DeclarationExampleTests {
    struct Example: Sendable, CustomTestStringConvertible {
        let intent: String
        let arguments: [String]
        let expectedError: String?
        let location: String
        var testDescription: String { "\(intent) \(arguments.joined(separator: " ")) (\(location))" }
    }

    static let examples: [Example] = {
        let registry = RitualistRuntime(home: "/nonexistent", now: Fixture.moment("2025-11-08")).registry
        let load = CatalogLoader(parser: DeclarationParser(vocabulary: registry.vocabulary))
            .load(BuiltinDeclarations.sources)
        return load.catalog.declarations.flatMap { declaration in
            declaration.examples.map { example in
                Example(
                    intent: declaration.name, arguments: example.arguments.map { "\($0.0)=\($0.1)" },
                    expectedError: example.expectedError, location: example.location.description)
            }
        }
    }()

    @Test func everyBuiltinDeclarationIsValidAndHasExamples() {
        let registry = RitualistRuntime(home: "/nonexistent", now: Fixture.moment("2025-11-08")).registry
        let load = CatalogLoader(parser: DeclarationParser(vocabulary: registry.vocabulary))
            .load(BuiltinDeclarations.sources)
        #expect(load.isClean)
        #expect(
            load.catalog.names == [
                "AddHabit", "ArchiveHabit", "Changes", "CompleteHabit", "CurrentStreak", "DayStatus", "EditHabit",
                "ListHabits",
                "LogHabitValue",
                "NextDay", "Notify", "PreviousDay", "RebuildSummary", "RemoveHabit", "SkipDay", "Stats", "Streaks",
                "Today",
                "UnarchiveHabit",
                "UndoCompletion", "UndoLast", "UnskipDay", "WeekStatus",
            ])
        #expect(load.catalog.declarations.allSatisfy { !$0.examples.isEmpty })
        let wiring = WiringCheck(registry: registry, container: Container(registry.services)).problems(in: load.catalog)
        #expect(wiring.isEmpty)
    }

    @Test(arguments: examples) func exampleEndsAsDeclared(_ example: Example) throws {
        let fixture = try Fixture()
        let outcome = fixture.run(example.intent, example.arguments)
        #expect(outcome.failure?.caseName == example.expectedError, "\(outcome.failure?.message ?? "ok")")
    }
}

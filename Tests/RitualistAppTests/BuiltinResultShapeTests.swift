import Foundation
import IntentKit
import RitualistApp
import Testing

/// The result shapes `check` reads paths against say what the built-in intents return: every field a built-in
/// example's result holds is in its intent's shape, and every field of a shape is in some example's result unless
/// it is one only some runs have.
@Suite struct BuiltinResultShapeTests {
    /// Fields no example's result holds: each only in a result of some runs.
    static let conditional: Set = [
        "CompleteHabit result.restDayEnded", "LogHabitValue result.restDayEnded", "UndoCompletion result.restDayEnded",
        "SkipDay result.rested", "SkipDay result.stayDone", "UnskipDay result.rested", "UnskipDay result.stayDone",
    ]

    /// Each built-in intent that performs an action, its shape, and the results of its examples that succeed.
    static func samples() throws -> [(intent: String, shape: ResultShape, results: [JSONValue])] {
        let registry = RitualistRuntime(home: "/nonexistent", now: Fixture.moment("2025-11-08")).registry
        let catalog = CatalogLoader(parser: DeclarationParser(vocabulary: registry.vocabulary))
            .load(BuiltinDeclarations.sources).catalog
        return try catalog.declarations.compactMap { declaration in
            guard let action = declaration.action, let shape = registry.actions[action]?.resultShape() else {
                return nil
            }
            let results = try declaration.examples.compactMap { example in
                try Fixture().run(declaration.name, example.arguments.map { "\($0.0)=\($0.1)" }).result?.json
            }
            return (declaration.name, shape, results)
        }
    }

    /// Every path to a value in `json`, a list's items by their place.
    static func paths(in json: JSONValue, from path: [Reference.Segment] = []) -> [[Reference.Segment]] {
        switch json {
        case .object(let fields):
            return fields.flatMap { paths(in: $0.1, from: path + [.field($0.0)]) }
        case .array(let items):
            return items.enumerated().flatMap { paths(in: $0.element, from: path + [.field(String($0.offset))]) }
        default: return [path]
        }
    }

    /// Every field a shape names, as `result.a.b`, a list's items as `[0]`.
    static func fields(of shape: ResultShape, at written: String = "result") -> [String] {
        switch shape {
        case .object(let fields):
            return fields.flatMap { [written + "." + $0.key] + Self.fields(of: $0.value, at: written + "." + $0.key) }
        case .list(let item): return Self.fields(of: item, at: written + "[0]")
        case .unknown, .value: return []
        }
    }

    /// Every field `json` holds, written as `fields(of:)` writes them.
    static func fields(in json: JSONValue, at written: String = "result") -> Set<String> {
        switch json {
        case .object(let fields):
            return fields.reduce(into: []) { found, field in
                found.insert(written + "." + field.0)
                found.formUnion(Self.fields(in: field.1, at: written + "." + field.0))
            }
        case .array(let items): return items.reduce(into: []) { $0.formUnion(fields(in: $1, at: written + "[0]")) }
        default: return []
        }
    }

    @Test func everyFieldOfAnExamplesResultIsInItsIntentsShape() throws {
        let samples = try Self.samples()
        #expect(samples.count >= 20)
        for sample in samples {
            #expect(sample.shape != .unknown, "\(sample.intent) says nothing of its result")
            for result in sample.results {
                for path in Self.paths(in: result) {
                    if let problem = sample.shape.problem(following: path) {
                        Issue.record("\(sample.intent) result\(Reference.Segment.written(path)): \(problem)")
                    }
                }
            }
        }
    }

    @Test func everyFieldOfAShapeIsInSomeExamplesResult() throws {
        for sample in try Self.samples() where !sample.results.isEmpty {
            let found = sample.results.reduce(into: Set<String>()) { $0.formUnion(Self.fields(in: $1)) }
            for field in Self.fields(of: sample.shape) where !found.contains(field) {
                // The items of a list every example leaves empty are not seen at all.
                if let list = field.range(of: "[0]", options: .backwards).map({ String(field[..<$0.upperBound]) }),
                    !found.contains(where: { $0.hasPrefix(list) })
                {
                    continue
                }
                if !Self.conditional.contains("\(sample.intent) \(field)") {
                    Issue.record("\(sample.intent): no example's result has \(field)")
                }
            }
        }
    }
}

import Foundation
import IntentKitTesting
import Testing

/// The Examples/Pantry program: a domain of its own, run through IntentKit as a user would run it.
@Suite struct ExampleProgramTests {
    let pantry = BuiltProducts.path(of: "pantry")

    func run(_ arguments: [String], home: TemporaryDirectory) throws -> ProcessResult {
        try ProcessRunner.run(pantry, arguments, environment: ["PANTRY_HOME": home.path])
    }

    @Test func stocksAndUsesItemsThroughItsOwnIntents() throws {
        let home = TemporaryDirectory()
        #expect(try run(["run", "Stock", "item=Rice", "count=3"], home: home).stdout == "Rice: 3 left.\n")
        let used = try run(["run", "use", "item=ri", "--json"], home: home)
        #expect(used.status == 0)
        #expect(used.stdout == #"{"intent":"Use","ok":true,"error":null,"result":{"item":"Rice","count":2}}"# + "\n")
    }

    @Test func itsDomainErrorsAndParameterErrorsCarryTheirCategories() throws {
        let home = TemporaryDirectory()
        _ = try run(["run", "Stock", "item=Rice"], home: home)
        let refused = try run(["run", "Use", "item=Rice", "count=5"], home: home)
        #expect(refused.status == 65)
        #expect(refused.stderr == "Error: Cannot use 5 of 'Rice': only 1 left.\n")
        let unknown = try run(["run", "Use", "item=Beans"], home: home)
        #expect(unknown.status == 64)
        #expect(unknown.stderr == "Error: No item named 'Beans'.\n")
        let badPattern = try run(["run", "Stock", "item=42"], home: home)
        #expect(badPattern.status == 64)
    }

    @Test func itsCheckReportsEveryProblemOfABrokenDeclarationThroughIntentKit() throws {
        let intents = TemporaryDirectory()
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Examples/Pantry/intents")
        for name in ["Stock.yaml", "Use.yaml"] {
            try intents.write(name, String(contentsOf: examples.appendingPathComponent(name), encoding: .utf8))
        }
        try intents.write(
            "Restock.yaml",
            "version: 1\nintent: Restock\ntitle: Restock\nsummary: Stock twice.\nsteps:\n  - run: Stok\n"
                + "    with: {item: Rice}\n  - run: Use\n    with: {item: Rice, cuont: 2}\n    if: \"==\"\n"
                + "examples:\n  - arguments: {}\n    expect: notEnough\n")
        let result = try ProcessRunner.run(
            pantry, ["check"], environment: ["PANTRY_HOME": TemporaryDirectory().path, "PANTRY_INTENTS": intents.path])
        #expect(result.status == 78)
        let headers = result.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(
            headers == [
                "\(intents.path)/Restock.yaml:6:10: error: step runs unknown intent 'Stok'. Did you mean 'Stock'?",
                "\(intents.path)/Restock.yaml:9:24: error: 'Use' has no parameter 'cuont' (it takes: item, count). "
                    + "Did you mean 'count'?",
                "\(intents.path)/Restock.yaml:10:9: error: invalid condition '==': unexpected '==' (expected a value, "
                    + "a reference or '(')",
            ])
        #expect(result.stdout.hasSuffix("\n2 intents: Stock, Use\n"))
    }

    @Test func itsDeclarationsAndWiringCheckClean() throws {
        let result = try run(["check"], home: TemporaryDirectory())
        #expect(result.status == 0)
        #expect(result.stdout == "2 intents: Stock, Use\n")
    }
}

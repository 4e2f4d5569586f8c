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

    @Test func itsDeclarationsAndWiringCheckClean() throws {
        let result = try run(["check"], home: TemporaryDirectory())
        #expect(result.status == 0)
        #expect(result.stdout == "2 intents: Stock, Use\n")
    }
}

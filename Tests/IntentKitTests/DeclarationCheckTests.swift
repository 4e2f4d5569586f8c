import IntentKit
import Testing

/// IntentKit's check API, as `ritual check` and `pantry check` call it.
@Suite struct DeclarationCheckTests {
    static func composition(expecting name: String) -> DeclarationSource {
        Declarations.source(
            "version: 1\nintent: Expecting\ntitle: T\nsummary: S\nsteps:\n  - stop: done\n"
                + "examples:\n  - arguments: {}\n    expect: \(name)\n",
            path: "user/Expecting.yaml", origin: .user)
    }

    static let check = DeclarationCheck(registry: .counters)

    @Test(arguments: FailureCase.intentKit)
    func anExampleMayExpectEveryCaseIntentKitRaises(_ failureCase: FailureCase) {
        let result = Self.check.check([Self.composition(expecting: failureCase.name)])
        #expect(result.lines == [])
        #expect(result.isClean)
    }

    @Test func anExampleMayExpectACaseOfTheProgramsDomain() {
        let source = Self.composition(expecting: "notEnough")
        #expect(!Self.check.check([source]).isClean)
        let domain = DeclarationCheck(registry: .counters, domainCases: [FailureCase("notEnough", .rejected)])
        #expect(domain.check([source]).isClean)
    }

    @Test func problemsOfEveryFileAndFromElsewhereComeOrderedByFileThenLine() {
        let first = Declarations.source(
            "version: 1\nintent: First\ntitle: T\nsummary: S\nsteps:\n  - run: Nowhere\n", path: "user/First.yaml",
            origin: .user)
        let second = Declarations.source(
            "version: 1\nintent: Second\ntitle: T\nsummary: S\ncolour: red\nperform: counters.echo\n",
            path: "user/Second.yaml", origin: .user)
        let settings = Diagnostic(
            location: SourceLocation(path: "user/First.yaml", line: 2, column: 1), message: "from elsewhere",
            sourceLine: nil)
        let result = Self.check.check([first, second], adding: [settings])
        #expect(
            result.diagnostics.map { "\($0.location.path):\($0.location.line)" } == [
                "user/First.yaml:2", "user/First.yaml:6", "user/Second.yaml:5",
            ])
        #expect(result.errorCount == 3)
        #expect(result.brokenFiles == ["user/First.yaml", "user/Second.yaml"])
    }
}

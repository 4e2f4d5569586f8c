import IntentKit
import Testing

/// A user file that means to replace or declare an intent but cannot be used makes that intent fail with the
/// file's diagnostic, never fall back to something else.
@Suite struct UnavailableIntentTests {
    static let brokenOverride = """
        version: 1
        intent: Echo
        title: Mine
        summary: My echo.
        overrides: true
        perform: counters.echo
        colour: blue
        """

    func run(_ name: String, with source: DeclarationSource) -> Outcome {
        makeRunner(extra: [source]).run(name, arguments: RawArguments(pairs: []))
    }

    @Test(arguments: ["user/Echo.yaml", "user/my-echo.yaml"])
    func aBrokenOverrideMakesTheBuiltinUnavailable(path: String) {
        let outcome = run("Echo", with: Declarations.source(Self.brokenOverride, path: path, origin: .user))
        #expect(outcome.failure?.caseName == "invalidDeclaration")
        #expect(
            outcome.failure?.message
                == "\(path):7:1: error: unknown key 'colour' in an intent declaration (expected one of: version, "
                + "intent, title, summary, parameters, perform, steps, mode, max, overrides, examples, hotkey, on).\ncolour: blue\n^"
        )
        #expect(
            makeRunner(extra: [Declarations.source(Self.brokenOverride, path: path, origin: .user)])
                .catalog.declaration(named: "Echo") == nil)
    }

    @Test func anUnreadableFileNamedAfterABuiltinMakesItUnavailable() {
        let outcome = run("echo", with: Declarations.source("intent: [", path: "user/Echo.yaml", origin: .user))
        #expect(outcome.failure?.caseName == "invalidDeclaration")
        #expect(
            outcome.failure?.message
                == "user/Echo.yaml:2:1: error: invalid YAML: did not find expected node content "
                + "(while parsing a flow node at line 2)")
    }

    @Test func aBrokenFileThatDoesNotSayOverridesLeavesTheBuiltinInPlace() {
        let text = Self.brokenOverride.replacingOccurrences(of: "overrides: true\n", with: "")
        let outcome = run("Echo", with: Declarations.source(text, path: "user/Echo.yaml", origin: .user))
        #expect(outcome.failure?.caseName == "missingParameter")
    }

    @Test(
        arguments: [
            ("user/LogWater.yaml", "cannot read the file: Permission denied"),
            ("user/intents/", "cannot list the folder: Permission denied"),
        ])
    func aRunOfAnIntentAnUnreadableFileMayHoldSaysWhy(path: String, problem: String) {
        let source = DeclarationSource(path: path, problem: problem, origin: .user)
        let outcome = run("LogWater", with: source)
        #expect(outcome.failure?.caseName == "invalidDeclaration")
        #expect(outcome.failure?.message == "\(path): error: \(problem)")
        #expect(run("Echo", with: source).failure?.caseName == "missingParameter")
    }
}

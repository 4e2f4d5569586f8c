import Foundation
import IntentKit
import IntentKitTesting
import RitualistApp
import Testing

/// `ritual check --json`, and examples that expect an error case no run can end with.
@Suite struct CheckReportTests {
    static let example = """

        examples:
          - arguments: {value: "2"}
            expect: alreadyLogged
        """
    static let hydrate = HydrateDeclaration.text(valueType: "numbr", tail: example)

    @Test func anExpectNamingNoErrorCaseIsAnErrorWithTheCloseOne() throws {
        let folder = TemporaryDirectory()
        try folder.write("Hydrate.yaml", HydrateDeclaration.text(tail: Self.example))
        let result = Ritual().run(["check", folder.path])
        #expect(result.status == 78)
        #expect(
            result.stderr == """
                \(folder.path)/Hydrate.yaml:10:5: error: example expects unknown error case 'alreadyLogged'. \
                Did you mean 'alreadyLoggedToday'?
                  - arguments: {value: "2"}
                    ^
                1 error in 1 file.

                """)
    }

    /// Every name IntentKit's and Ritualist's lists hold: `check` reads the same lists the runner's errors are in.
    static let listed = Set((FailureCase.intentKit + FailureCase.ritualist).map(\.name)).sorted()

    @Test func theListsHoldTheCasesCheckOnceRefused() {
        #expect(Set(["stopped", "alreadyRunning", "interrupted", "triggerTooDeep"]).isSubset(of: Self.listed))
    }

    @Test(arguments: listed)
    func anExpectMayNameEveryCaseARunCanEndWith(_ name: String) throws {
        let folder = TemporaryDirectory()
        try folder.write(
            "Hydrate.yaml",
            HydrateDeclaration.text(tail: "\nexamples:\n  - arguments: {value: \"2\"}\n    expect: \(name)\n"))
        let result = Ritual().run(["check", folder.path])
        #expect(result.stderr == "")
        #expect(result.status == 0)
    }

    @Test func jsonListsEveryDiagnosticWithWhereItStands() throws {
        let folder = TemporaryDirectory()
        try folder.write("Hydrate.yaml", Self.hydrate)
        let result = Ritual().run(["check", "--json", folder.path])
        #expect(result.status == 78)
        #expect(result.stderr.isEmpty)
        let report = try JSONParser.parse(result.stdout)
        #expect(report["ok"] == .bool(false))
        #expect(report["files"] == .int(24))
        let diagnostics = try #require(report["diagnostics"]?.arrayValue)
        #expect(diagnostics.map { $0["line"] } == [.int(7), .int(10)])
        let first = try #require(diagnostics.first)
        #expect(first.objectValue?.map(\.0) == ["file", "line", "column", "severity", "message"])
        #expect(first["file"] == .string(folder.path("Hydrate.yaml")))
        #expect(first["column"] == .int(17))
        #expect(first["severity"] == .string("error"))
        #expect(
            first["message"]
                == .string(
                    "unknown parameter type 'numbr' (expected one of: string, integer, number, boolean, date, enum, "
                        + "habit). Did you mean 'number'?"))
    }

    @Test func jsonOfAValidSetIsOkWithNoDiagnostics() throws {
        let result = Ritual()("check", "--json")
        #expect(result.status == 0)
        #expect(
            try JSONParser.parse(result.stdout)
                == .object([
                    ("ok", .bool(true)), ("intents", .int(23)), ("files", .int(23)), ("diagnostics", .array([])),
                ]))
    }
}

import IntentKit
import Testing

@testable import RitualistApp

/// `check --json`: every diagnostic with where it stands, and a plugin's problem with its file only.
@Suite struct CheckReportJSONTests {
    static func result(diagnostics: [Diagnostic] = []) -> DeclarationCheck.Result {
        DeclarationCheck(registry: PluginRegistry(plugins: [])).check([], adding: diagnostics)
    }

    static func entry(_ file: JSONValue, _ line: JSONValue, _ column: JSONValue, _ message: String) -> JSONValue {
        .object([
            ("file", file), ("line", line), ("column", column), ("severity", "error"), ("message", .string(message)),
        ])
    }

    @Test func aCleanCheckIsOkWithNoDiagnostics() {
        #expect(
            CheckReport.json(Self.result())
                == .object([("ok", true), ("intents", 0), ("files", 0), ("diagnostics", .array([]))]))
    }

    @Test func everyProblemIsAnEntryAndAnyOneMakesTheCheckFail() {
        let diagnostic = Diagnostic(
            location: SourceLocation(path: "config.yaml", line: 3, column: 7), message: "unknown key 'nofity'",
            sourceLine: nil)
        let json = CheckReport.json(
            Self.result(diagnostics: [diagnostic]), plugins: [(path: "plugins/tea", message: "plugin: no name")])
        #expect(
            json
                == .object([
                    ("ok", false), ("intents", 0), ("files", 0),
                    (
                        "diagnostics",
                        .array([
                            Self.entry("config.yaml", 3, 7, "unknown key 'nofity'"),
                            Self.entry("plugins/tea", nil, nil, "plugin: no name"),
                        ])
                    ),
                ]))
    }
}

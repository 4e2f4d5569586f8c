import RitualistConsole
import Testing

@testable import RitualistCLI

/// A failure prints the error envelope when the words ask for JSON as the parser reads them.
@Suite struct ErrorEnvelopeTests {
    @Test(arguments: [
        (["done", "Meditate", "--json"], true), (["status", "--format", "json"], true),
        (["status", "--format=json"], true), (["calendar", "--format", "svg"], false),
        (["run", "Echo", "text=--json"], false), (["log", "Water", "--", "--json"], false),
        (["done", "Meditate"], false), (["status", "--format"], false), (["status", "--format", "--", "json"], false),
        (["--json"], true), ([], false), (["--format", "json", "--"], true),
    ])
    func theWordsAskForJSONOnlyAsOptionsBeforeTheEnd(words: [String], asked: Bool) {
        #expect(ErrorEnvelope.isAsked(by: words) == asked)
    }
}

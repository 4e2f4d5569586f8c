import IntentKit
import Testing

/// A very long line is shown as a window around the caret, not echoed whole.
@Suite struct LongLineTests {
    func render(column: Int, line: String) -> [Substring] {
        Diagnostic(location: SourceLocation(path: "f", line: 1, column: column), message: "m", sourceLine: line)
            .description.split(separator: "\n", omittingEmptySubsequences: false)
    }

    @Test func aShortLineIsShownWhole() {
        #expect(render(column: 3, line: "ab\tcd") == ["f:1:3: error: m", "ab\tcd", "  ^"])
    }

    @Test func theStartOfALongLineIsShownUpToAMark() {
        let lines = render(column: 1, line: String(repeating: "a", count: 500_000))
        #expect(lines[1] == String(repeating: "a", count: 100) + "…")
        #expect(lines[2] == "^")
    }

    @Test func theMiddleOfALongLineKeepsTheCaretUnderItsColumn() {
        let line = String(repeating: "a", count: 250_000) + "X" + String(repeating: "b", count: 250_000)
        let lines = render(column: 250_001, line: line)
        #expect(lines[1] == "…" + String(repeating: "a", count: 50) + "X" + String(repeating: "b", count: 49) + "…")
        #expect(lines[2] == String(repeating: " ", count: 51) + "^")
    }

    @Test func theEndOfALongLineEndsWithoutAMark() {
        let line = String(repeating: "a", count: 1000) + "Z"
        let lines = render(column: 1001, line: line)
        #expect(lines[1] == "…" + String(repeating: "a", count: 99) + "Z")
        #expect(lines[2] == String(repeating: " ", count: 100) + "^")
    }

    @Test func aHalfMegabyteLineInAFileIsCutAndFast() {
        let parser = DeclarationParser(vocabulary: PluginRegistry.counters.vocabulary)
        let text =
            "version: 1\nintent: Broken\ntitle: T\nsummary: S\nperform: counters.echo\ntitel: "
            + String(repeating: "x", count: 500_000) + "\n"
        let start = ContinuousClock.now
        guard case .failure(let list) = parser.parse(Declarations.source(text)) else {
            Issue.record("expected a failure")
            return
        }
        #expect(ContinuousClock.now - start < .seconds(2))
        let lines = list.diagnostics.map(\.description).joined(separator: "\n").split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[1] == "titel: " + String(repeating: "x", count: 93) + "…")
    }
}

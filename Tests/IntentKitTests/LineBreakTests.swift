import IntentKit
import Testing

/// Lines are numbered as editors number them (LF, CR and CRLF end a line), whatever the file's line endings, its
/// byte-order mark, or the NEL, U+2028 and U+2029 that libyaml also takes for line breaks.
@Suite struct LineBreakTests {
    let parser = DeclarationParser(vocabulary: PluginRegistry.counters.vocabulary)

    func descriptions(_ text: String) -> [String] {
        switch parser.parse(Declarations.source(text)) {
        case .success: return []
        case .failure(let list): return list.diagnostics.map(\.description)
        }
    }

    static let unknownKey =
        "intents/Test.yaml:6:1: error: unknown key 'titel' in an intent declaration (expected one of: version, "
        + "intent, title, summary, parameters, perform, steps, mode, max, overrides, examples, hotkey, on). Did you mean 'title'?\ntitel: x\n^"

    @Test func aByteOrderMarkIsAccepted() throws {
        let declaration = try parser.parse(Declarations.source("\u{FEFF}" + Declarations.refuse)).get()
        #expect(declaration.name == "Refuse")
        let text = "\u{FEFF}version: 1\nintent: Broken\ntitle: T\nsummary: S\nperform: counters.echo\ntitel: x\n"
        #expect(descriptions(text) == [Self.unknownKey])
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func everyLineEndingKeepsTheLineAndTheCaret(end: String) {
        let text = ["version: 1", "intent: Broken", "title: T", "summary: S", "perform: counters.echo", "titel: x", ""]
            .joined(separator: end)
        #expect(descriptions(text) == [Self.unknownKey])
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func aDuplicateKeyIsReportedAtItsSecondOccurrence(end: String) {
        let text = ["version: 1", "intent: Broken", "title: T", "summary: S", "perform: counters.echo", "title: x", ""]
            .joined(separator: end)
        #expect(
            descriptions(text) == [
                "intents/Test.yaml:6:1: error: duplicate key 'title' (first defined at line 3)\ntitle: x\n^"
            ])
    }

    @Test(arguments: ["\u{85}", "\u{2028}", "\u{2029}"])
    func separatorsLibyamlBreaksAtDoNotShiftLaterLines(separator: String) {
        let text =
            "version: 1\nintent: Broken\ntitle: \"a\(separator)b\"\nsummary: S\nperform: counters.echo\ntitel: x\n"
        #expect(descriptions(text) == [Self.unknownKey])
    }

    @Test(arguments: ["\u{85}", "\u{2028}", "\u{2029}"])
    func anErrorAfterASeparatorOnItsLineIsPlacedOnThatLine(separator: String) {
        // libyaml ends the line at the separator, so `titel: x` is a key it does not expect there.
        let text =
            "version: 1\nintent: Broken\ntitle: T\n  \(separator)  titel: x\nsummary: S\nperform: counters.echo\n"
        #expect(
            descriptions(text) == [
                "intents/Test.yaml:4:11: error: invalid YAML: mapping values are not allowed in this context\n"
                    + "  \(separator)  titel: x\n          ^"
            ])
    }

    @Test func aControlCharacterIsPlacedOnItsLineInACRLFFile() {
        let text = "version: 1\r\nintent: Broken\r\ntitle: é\u{1}b\r\n"
        #expect(
            descriptions(text) == [
                "intents/Test.yaml:3:9: error: cannot read the file: control characters are not allowed\n"
                    + "title: é\u{1}b\n        ^"
            ])
    }
}

import IntentKit
import Testing

/// Hostile declaration texts: each is refused with its exact diagnostic, quickly.
@Suite struct HostileInputTests {
    let parser = DeclarationParser(vocabulary: PluginRegistry.counters.vocabulary)

    struct Case: Sendable, CustomTestStringConvertible {
        let label: String
        let bytes: [UInt8]
        /// `line:column: message` of every diagnostic, or `path: message` for the whole file.
        let expected: [String]
        var testDescription: String { label }

        init(_ label: String, _ text: String, _ expected: [String]) {
            self.init(label, bytes: Array(text.utf8), expected)
        }

        init(_ label: String, bytes: [UInt8], _ expected: [String]) {
            self.label = label
            self.bytes = bytes
            self.expected = expected
        }
    }

    static let header = "version: 1\nintent: Broken\ntitle: Broken\nsummary: A broken one.\nperform: counters.echo\n"
    static let huge = String(repeating: "k", count: 131_072)

    static let aliasBomb: String = {
        var yaml = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            let items = Array(repeating: "*\(level == 1 ? "a" : "l\(level - 1)")", count: 10).joined(separator: ", ")
            yaml += "l\(level): &l\(level) [\(items)]\n"
        }
        return yaml
    }()

    static let cases: [Case] = [
        Case(
            "alias bomb", aliasBomb,
            [
                "1:23: document expands to more than 10000 nodes (aliases are counted at every use); refusing to read it"
            ]),
        Case(
            "deep flow nesting", String(repeating: "[", count: 40) + String(repeating: "]", count: 40),
            ["1:33: nesting is deeper than 32 levels"]),
        Case(
            "deep block nesting",
            (0..<40).map { String(repeating: "  ", count: $0) + "k\($0):" }.joined(separator: "\n") + " x\n",
            ["32:63: nesting is deeper than 32 levels"]),
        Case(
            "nesting past libyaml's limit", String(repeating: "[", count: 5000),
            ["1:1: nesting is deeper than libyaml's limit"]),
        Case(
            "a file over the size limit", bytes: Array(repeating: 0x23, count: (1 << 20) + 1),
            ["intents/Test.yaml: file is 1048577 bytes, larger than the limit of 1048576 bytes"]),
        Case(
            "invalid UTF-8", bytes: Array("version: 1\nintent: B".utf8) + [0xFF, 0xFE, 0x0A],
            ["2:10: file is not valid UTF-8 (byte 0xFF)"]),
        Case(
            "a truncated UTF-8 sequence", bytes: Array("title: caf".utf8) + [0xC3],
            ["1:11: file is not valid UTF-8 (byte 0xC3)"]),
        Case(
            "a NUL byte", header + "titel: a\u{0}b\n",
            ["6:9: cannot read the file: control characters are not allowed"]),
        Case(
            "a control character", header + "titel: \u{1B}[31m\n",
            ["6:8: cannot read the file: control characters are not allowed"]),
        Case(
            "a duplicate top-level key", header + "intent: Again\n",
            ["6:1: duplicate key 'intent' (first defined at line 2)"]),
        Case(
            "a duplicate nested key", header + "parameters:\n  n:\n    type: integer\n    type: number\n",
            ["9:5: duplicate key 'type' (first defined at line 8)"]),
        Case(
            "a list where a value belongs",
            "version: [1]\nintent: Broken\ntitle: T\nsummary: S\nperform: counters.echo\n",
            ["1:10: expected a single value for 'version', found a list"]),
        Case(
            "a mapping where a name belongs", header.replacingOccurrences(of: "title: Broken", with: "title: {a: 1}"),
            ["3:8: expected a single value for 'title', found a mapping"]),
        Case(
            "a list of parameters", header + "parameters: [a, b]\n",
            ["6:13: expected a mapping for 'parameters', found a list"]),
        Case(
            "a document that is a list", "- version: 1\n",
            ["1:1: expected a mapping for an intent declaration, found a list"]),
        Case(
            "a number past Double", header + "parameters:\n  n:\n    type: number\n    min: 1e400\n",
            ["9:10: invalid value '1e400' for 'min' (expected a number)"]),
        Case(
            "a hexadecimal bound", header + "parameters:\n  n:\n    type: number\n    max: 0x10\n",
            ["9:10: invalid value '0x10' for 'max' (expected a number)"]),
        Case(
            "a bound that is not a number", header + "parameters:\n  n:\n    type: number\n    max: .nan\n",
            ["9:10: invalid value '.nan' for 'max' (expected a number)"]),
        Case(
            "a key longer than YAML allows", header + huge + ": 1\n",
            ["6:131073: invalid YAML: could not find expected ':' (while scanning a simple key at line 6)"]),
        Case(
            "a long unknown key", header + String(repeating: "k", count: 1000) + ": 1\n",
            [
                "6:1: unknown key '" + String(repeating: "k", count: 60) + "…' in an intent declaration (expected "
                    + "one of: version, intent, title, summary, parameters, perform, steps, mode, max, overrides, examples, hotkey, on)."
            ]),
        Case(
            "a huge value of the wrong type", header + "overrides: " + huge + "\n",
            [
                "6:12: invalid value '" + String(repeating: "k", count: 60)
                    + "…' for 'overrides' (expected true or false)"
            ]),
    ]

    @Test(arguments: cases) func refusesWithTheExactDiagnosticQuickly(_ testCase: Case) {
        let start = ContinuousClock.now
        let result = parser.parse(DeclarationSource(path: "intents/Test.yaml", bytes: testCase.bytes, origin: .user))
        #expect(ContinuousClock.now - start < .seconds(2))
        guard case .failure(let list) = result else {
            Issue.record("expected diagnostics")
            return
        }
        let found = list.diagnostics.map {
            $0.location.isWholeFile
                ? "\($0.location.path): \($0.message)" : "\($0.location.line):\($0.location.column): \($0.message)"
        }
        #expect(found == testCase.expected)
    }
}

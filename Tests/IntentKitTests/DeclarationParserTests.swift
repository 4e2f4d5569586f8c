import IntentKit
import Testing

@Suite struct DeclarationParserTests {
    let parser = DeclarationParser(vocabulary: PluginRegistry.counters.vocabulary)

    func diagnostics(_ text: String) -> [Diagnostic] {
        switch parser.parse(Declarations.source(text)) {
        case .success: return []
        case .failure(let list): return list.diagnostics
        }
    }

    @Test func readsAValidDeclaration() throws {
        let declaration = try parser.parse(Declarations.source(Declarations.echo)).get()
        #expect(declaration.name == "Echo")
        #expect(declaration.parameters.map(\.name) == ["counter", "count", "when", "mode"])
        #expect(declaration.parameters[0].type == .entity("counter"))
        #expect(declaration.parameters[0].isRequired)
        #expect(declaration.parameters[1].minimum == 1)
        #expect(declaration.parameters[3].values == ["add", "set"])
        #expect(declaration.action == "counters.echo")
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let label: String
        let yaml: String
        let expected: [String]  // "line:column: message"
        var testDescription: String { label }
    }

    static let header = "version: 1\nintent: Broken\ntitle: Broken\nsummary: A broken one.\n"

    static let cases: [Case] = [
        Case(
            label: "unknown top-level key", yaml: header + "perform: counters.echo\ntitel: x\n",
            expected: [
                "6:1: unknown key 'titel' in an intent declaration (expected one of: version, intent, title, "
                    + "summary, parameters, perform, steps, mode, max, overrides, examples, hotkey, on). Did you mean 'title'?"
            ]),
        Case(
            label: "unknown parameter type",
            yaml: header + "perform: counters.echo\nparameters:\n  at:\n    type: datetime\n",
            expected: [
                "8:11: unknown parameter type 'datetime' (expected one of: string, integer, number, boolean, "
                    + "date, enum, counter). Did you mean 'date'?"
            ]),
        Case(
            label: "unknown action", yaml: header + "perform: counters.eco\n",
            expected: [
                "5:10: unknown action 'counters.eco' (registered: counters.add, counters.echo, counters.hold, counters.refuse, counters.sneaky). "
                    + "Did you mean 'counters.echo'?"
            ]),
        Case(
            label: "missing keys", yaml: "version: 1\nintent: Broken\n",
            expected: [
                "1:1: missing required key 'title'", "1:1: missing required key 'summary'",
                "1:1: missing required key 'perform' (an action) or 'steps' (a composition)",
            ]),
        Case(
            label: "wrong version", yaml: "version: 2\nintent: Broken\ntitle: B\nsummary: S\nperform: counters.echo\n",
            expected: ["1:10: unsupported schema version '2' (this program reads version 1)"]),
        Case(
            label: "wrong shape", yaml: header + "perform: counters.echo\nparameters: [a, b]\n",
            expected: ["6:13: expected a mapping for 'parameters', found a list"]),
        Case(
            label: "default outside its range",
            yaml: header
                + "perform: counters.echo\nparameters:\n  n:\n    type: integer\n    max: 5\n    default: \"9\"\n",
            expected: [
                "10:14: default does not satisfy its own constraints: Invalid value '9' for parameter 'n': "
                    + "expected a value of at most 5."
            ]),
        Case(
            label: "default not in values",
            yaml: header
                + "perform: counters.echo\nparameters:\n  m:\n    type: enum\n    values: [a, b]\n    default: c\n",
            expected: [
                "10:14: default does not satisfy its own constraints: Invalid value 'c' for parameter 'm': "
                    + "expected one of a, b. Did you mean 'a'?"
            ]),
        Case(
            label: "bad date default",
            yaml: header + "perform: counters.echo\nparameters:\n  d:\n    type: date\n    default: someday\n",
            expected: [
                "9:14: default 'someday' is not a date (expected YYYY-MM-DD or one of: today, yesterday, "
                    + "tomorrow, payday)"
            ]),
        Case(
            label: "wrong value types",
            yaml: header
                + "perform: counters.echo\nparameters:\n  n:\n    type: integer\n    required: maybe\n    min: low\n",
            expected: [
                "9:15: invalid value 'maybe' for 'required' (expected true or false)",
                "10:10: invalid value 'low' for 'min' (expected a number)",
            ]),
        Case(
            label: "constraint on the wrong type",
            yaml: header + "perform: counters.echo\nparameters:\n  s:\n    type: string\n    min: 1\n    values: [a]\n",
            expected: [
                "9:10: 'min' applies only to integer and number parameters",
                "10:13: 'values' applies only to enum parameters",
            ]),
        Case(
            label: "enum without values", yaml: header + "perform: counters.echo\nparameters:\n  e:\n    type: enum\n",
            expected: ["8:11: an enum parameter needs 'values'"]),
        Case(
            label: "bad parameter name",
            yaml: header + "perform: counters.echo\nparameters:\n  Bad-Name:\n    type: string\n",
            expected: [
                "7:3: invalid parameter name 'Bad-Name' (expected a lowercase letter followed by letters, "
                    + "digits or '_')"
            ]),
        Case(
            label: "required with a default",
            yaml: header
                + "perform: counters.echo\nparameters:\n  s:\n    type: string\n    required: true\n    default: x\n",
            expected: ["10:14: a required parameter cannot have a default"]),
        Case(
            label: "duplicate key", yaml: header + "perform: counters.echo\ntitle: Again\n",
            expected: ["6:1: duplicate key 'title' (first defined at line 3)"]),
        Case(
            label: "syntax error", yaml: "version: 1\nintent: [Broken\n",
            expected: ["3:1: invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence at line 2)"]),
        Case(
            label: "a parameter the action does not read",
            yaml: header
                + "perform: counters.add\nparameters:\n  counter:\n    type: counter\n    required: true\n  bye:\n    type: integer\n",
            expected: [
                "10:3: parameter 'bye' is not read by action 'counters.add' (it reads: counter, by, mode). Did you mean 'by'?"
            ]),
        Case(
            label: "a parameter the action needs",
            yaml: header + "perform: counters.add\nparameters:\n  by:\n    type: number\n",
            expected: [
                "5:10: action 'counters.add' needs parameter 'counter' (a counter); declare it as required or with a default",
                "7:3: parameter 'by' is declared as number but action 'counters.add' reads an integer",
            ]),
        Case(
            label: "an optional parameter the action needs",
            yaml: header + "perform: counters.add\nparameters:\n  counter:\n    type: counter\n",
            expected: [
                "7:3: parameter 'counter' must be required or have a default: action 'counters.add' cannot run without it"
            ]),
        Case(
            label: "a broken parameter the action needs is reported once",
            yaml: header + "perform: counters.add\nparameters:\n  counter:\n    type: countr\n",
            expected: [
                "8:11: unknown parameter type 'countr' (expected one of: string, integer, number, boolean, "
                    + "date, enum, counter). Did you mean 'counter'?"
            ]),
        Case(label: "empty file", yaml: "", expected: ["1:1: file is empty; expected an intent declaration"]),
    ]

    @Test(arguments: cases) func reportsEveryProblemWithItsPosition(_ testCase: Case) {
        let found = diagnostics(testCase.yaml).map { "\($0.location.line):\($0.location.column): \($0.message)" }
        #expect(found == testCase.expected)
    }

    @Test func reportsAllProblemsOfAFileAtOnce() {
        let yaml =
            Self.header + "perform: nope\nparameters:\n  a:\n    type: datetime\n  b:\n    type: enum\nextra: 1\n"
        #expect(diagnostics(yaml).count == 4)
    }

    @Test func rendersTheLineAndACaret() throws {
        let diagnostic = try #require(diagnostics(Self.header + "perform: counters.echo\ntitel: x\n").first)
        let lines = diagnostic.description.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasPrefix("intents/Test.yaml:6:1: error: unknown key 'titel'"))
        #expect(lines[1] == "titel: x")
        #expect(lines[2] == "^")
    }

    @Test func caretCountsColumnsInCharactersNotBytes() {
        let diagnostic = Diagnostic(
            location: SourceLocation(path: "f", line: 1, column: 9), message: "m",
            sourceLine: "title: é x")
        #expect(diagnostic.description.split(separator: "\n").last == "        ^")
    }

    @Test func yamlOneOneBooleansStayStrings() throws {
        let yaml = Self.header + "perform: counters.echo\nparameters:\n  m:\n    type: enum\n    values: [yes, no]\n"
        let declaration = try parser.parse(Declarations.source(yaml)).get()
        #expect(declaration.parameters[0].values == ["yes", "no"])
    }
}

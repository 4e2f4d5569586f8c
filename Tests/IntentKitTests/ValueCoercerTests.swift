import IntentKit
import IntentKitTesting
import Testing

@Suite struct ValueCoercerTests {
    static let location = SourceLocation(path: "t", line: 1, column: 1)

    struct Case: Sendable, CustomTestStringConvertible {
        let type: ParameterType
        let raw: String
        let expected: Result<ParameterValue, ParameterError>
        var minimum: Double? = nil
        var maximum: Double? = nil
        var values: [String] = []
        var pattern: String? = nil
        var testDescription: String { "\(type) '\(raw)'" }

        /// `raw` refused as not being `expected` (`a number`).
        static func refused(_ type: ParameterType, _ raw: String, _ expected: String) -> Case {
            Case(type: type, raw: raw, expected: .failure(.invalid(parameter: "p", value: raw, expected: expected)))
        }
    }

    static let cases: [Case] = [
        Case(type: .integer, raw: "42", expected: .success(.integer(42))),
        Case(type: .integer, raw: " 7 ", expected: .success(.integer(7))),
        Case(
            type: .integer, raw: "abc",
            expected: .failure(.invalid(parameter: "p", value: "abc", expected: "an integer"))),
        Case(
            type: .integer, raw: "1.5",
            expected: .failure(.invalid(parameter: "p", value: "1.5", expected: "an integer"))),
        Case(
            type: .integer, raw: "0",
            expected: .failure(.outOfRange(parameter: "p", value: "0", minimum: 1, maximum: 9)),
            minimum: 1, maximum: 9),
        Case(type: .number, raw: "2.5", expected: .success(.number(2.5))),
        Case(
            type: .number, raw: "nan", expected: .failure(.invalid(parameter: "p", value: "nan", expected: "a number"))),
        Case(
            type: .number, raw: "inf", expected: .failure(.invalid(parameter: "p", value: "inf", expected: "a number"))),
        .refused(.number, "0x10", "a number"), .refused(.number, "0x1p3", "a number"),
        .refused(.number, "1e400", "a number"), .refused(.number, "-infinity", "a number"),
        .refused(.number, "1.", "a number"), .refused(.number, ".5", "a number"),
        Case(type: .number, raw: " -2.5e1 ", expected: .success(.number(-25))),
        Case(type: .number, raw: "+3", expected: .success(.number(3))),
        Case(type: .number, raw: "007", expected: .success(.number(7))),
        .refused(.integer, "0x10", "an integer"), .refused(.integer, "99999999999999999999", "an integer"),
        Case(type: .boolean, raw: "yes", expected: .success(.boolean(true))),
        Case(type: .boolean, raw: "OFF", expected: .success(.boolean(false))),
        Case(
            type: .boolean, raw: "maybe",
            expected: .failure(.invalid(parameter: "p", value: "maybe", expected: "true or false"))),
        Case(type: .enumeration, raw: "SET", expected: .success(.enumCase("set")), values: ["add", "set"]),
        Case(
            type: .enumeration, raw: "sat",
            expected: .failure(.notAllowed(parameter: "p", value: "sat", values: ["add", "set"])),
            values: ["add", "set"]),
        Case(type: .string, raw: "ab12", expected: .success(.string("ab12")), pattern: "[a-z]+[0-9]+"),
        Case(
            type: .string, raw: "ab12x",
            expected: .failure(.patternMismatch(parameter: "p", value: "ab12x", pattern: "[a-z]+[0-9]+")),
            pattern: "[a-z]+[0-9]+"),
        Case(type: .date, raw: "2024-02-29", expected: .success(.date(.iso("2024-02-29")))),
        Case(type: .date, raw: "yesterday", expected: .success(.date(.iso("2025-11-07")))),
        Case(type: .date, raw: "payday", expected: .success(.date(.iso("2025-11-28")))),
        Case(
            type: .date, raw: "2025-02-29",
            expected: .failure(
                .unknownDateWord(
                    parameter: "p", value: "2025-02-29", known: ["today", "yesterday", "tomorrow", "payday"]))),
    ]

    @Test(arguments: cases) func coercesToTheDeclaredType(_ testCase: Case) {
        let parameter = ParameterDeclaration(
            name: "p", type: testCase.type, minimum: testCase.minimum, maximum: testCase.maximum,
            values: testCase.values, pattern: testCase.pattern, location: Self.location)
        let words = DateWords(today: .iso("2025-11-08"), pluginWords: ["payday": { .iso("2025-11-28") }])
        let result: Result<ParameterValue, ParameterError>
        do {
            result = .success(
                try ValueCoercer.coerce(testCase.raw, for: parameter) {
                    try words.resolve($0, parameter: "p")
                })
        } catch let error as ParameterError {
            result = .failure(error)
        } catch {
            Issue.record("unexpected error \(error)")
            return
        }
        #expect(result == testCase.expected)
    }

    @Test func invalidValueMessageNamesValueParameterAndExpectation() {
        let error = ParameterError.invalid(parameter: "count", value: "abc", expected: "an integer")
        #expect(error.message == "Invalid value 'abc' for parameter 'count': expected an integer.")
    }
}

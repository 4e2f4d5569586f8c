import IntentKit
import Testing

@Suite struct JSONParserTests {
    @Test func keepsKeyOrderAndTypes() throws {
        let value = try JSONParser.parse(#"{"b": 1, "a": [true, null, 2.5, "x\u00e9\n"]}"#)
        #expect(value.serialized() == #"{"b":1,"a":[true,null,2.5,"xé\n"]}"#)
    }

    @Test(
        arguments: [
            ("0", .int(0)), ("-0", .int(0)), ("12", .int(12)), ("-3", .int(-3)), ("1.5e-3", .double(0.0015)),
            ("1E+2", .double(100)), ("0.25", .double(0.25)), (" [ ] ", .array([])), ("{}", .object([])),
            (#""\ud83d\ude00""#, .string("😀")), (#""\u00E9\/""#, .string("é/")),
            (#""pré\tfixe\"😀\u00e9 fin""#, .string("pré\tfixe\"😀é fin")), (#""""#, .string("")),
            (#""\\""#, .string("\\")),
            ("12345678901234567890", .double(Double("12345678901234567890")!)),
            ("9223372036854775807", .int(Int.max)), ("-9223372036854775808", .int(Int.min)),
            ("9223372036854775808", .double(9_223_372_036_854_775_808)),
            ("-9223372036854775809", .double(-9_223_372_036_854_775_809)),
            ("1795940741176192060", .int(1_795_940_741_176_192_060)), ("[-7,40]", .array([.int(-7), .int(40)])),
        ] as [(String, JSONValue)])
    func readsWhatRFC8259Allows(text: String, expected: JSONValue) throws {
        #expect(try JSONParser.parse(text) == expected)
        #expect(try JSONParser.parse(bytes: Array(text.utf8)) == expected)
    }

    @Test(
        arguments: [
            ("01", 0, "invalid number"), ("-01", 0, "invalid number"), ("1.", 0, "invalid number"),
            ("+1", 0, "unexpected character"), (".5", 0, "unexpected character"), ("-", 0, "invalid number"),
            ("1e", 0, "invalid number"), ("1e+", 0, "invalid number"), ("1.e5", 0, "invalid number"),
            ("-.5", 0, "invalid number"), ("1e400", 0, "number out of range"),
            ("0x10", 1, "unexpected text after the value"),
            ("1 2", 2, "unexpected text after the value"), ("[1]x", 3, "unexpected text after the value"),
            ("x", 0, "unexpected character"), ("", 0, "unexpected end of text"), ("[1,]", 3, "unexpected character"),
            (#""\ud800""#, 7, "unpaired surrogate"), (#""\udc00""#, 7, "unpaired surrogate"),
            (#""\ud800\u0041""#, 13, "unpaired surrogate"), (#""\u+041""#, 3, "expected four hexadecimal digits"),
            ("\"a\u{1}b\"", 2, "control character in a string"), ("\"a\tb\"", 2, "control character in a string"),
            (#""\q""#, 2, "unknown escape"), ("{\"a\" 1}", 5, "expected ':'"), ("{", 1, "expected a key"),
            ("tru", 0, "unexpected character"), ("nulls", 4, "unexpected text after the value"),
        ] as [(String, Int, String)])
    func refusesAnythingElseWithItsPlace(text: String, offset: Int, reason: String) {
        #expect(throws: JSONParser.Failure(offset: offset, reason: reason)) { try JSONParser.parse(text) }
    }

    @Test func nestingIsBoundedAtSixtyFourLevels() throws {
        let deepest = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(throws: Never.self) { try JSONParser.parse(deepest) }
        let deeper = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(throws: JSONParser.Failure(offset: 64, reason: "nesting deeper than 64 levels")) {
            try JSONParser.parse(deeper)
        }
        let hostile = String(repeating: "{\"a\":", count: 100_000)
        #expect(throws: JSONParser.Failure(offset: 320, reason: "nesting deeper than 64 levels")) {
            try JSONParser.parse(hostile)
        }
    }
}

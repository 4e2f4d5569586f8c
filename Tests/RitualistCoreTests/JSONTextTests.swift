import Foundation
import Testing

@testable import RitualistCore

/// JSON strings as the change log and the export write them: quotes, backslashes and control characters escaped,
/// every other character as it is, and each one read back by a JSON parser as the text it came from.
@Suite struct JSONTextTests {
    static let cases: [(text: String, json: String)] = [
        ("", #""""#),
        ("Read", #""Read""#),
        ("say \"hi\"", #""say \"hi\"""#),
        (#"C:\path"#, #""C:\\path""#),
        ("a\nb\rc\td", #""a\nb\rc\td""#),
        ("\u{0}\u{1}\u{1f}", #""\u0000\u0001\u001f""#),
        ("\u{7f}", "\"\u{7f}\""),
        ("Café 🧘 水", "\"Café 🧘 水\""),
        ("e\u{301}", "\"e\u{301}\""),
        ("</script>", #""</script>""#),
    ]

    @Test(arguments: cases)
    func aStringIsWrittenWithJSONsEscapesAlone(text: String, json: String) throws {
        #expect(JSONText.string(text) == json)
        let read = try JSONSerialization.jsonObject(with: Data("[\(JSONText.string(text))]".utf8)) as? [String]
        #expect(read == [text])
    }
}

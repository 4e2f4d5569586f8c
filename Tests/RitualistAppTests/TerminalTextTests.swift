import Primitives
import Testing

@testable import RitualistApp

/// What the terminal is kept from: every control character but line feed and tab, and nothing else.
@Suite struct TerminalTextTests {
    @Test func theControlCharactersAreExactlyTheUnicodeControlCategoryButLineFeedAndTab() {
        let disagreeing = (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init).filter { scalar in
            let control = scalar.properties.generalCategory == .control && scalar != "\n" && scalar != "\t"
            return TerminalText.needsEscape(scalar) != control
        }
        #expect(disagreeing.isEmpty, "\(disagreeing.map { String($0.value, radix: 16) })")
    }

    @Test(arguments: [
        ("plain", "plain"), ("tab\tand\nline", "tab\tand\nline"), ("\u{1B}[2J", "\\u{1B}[2J"),
        ("bell\u{7}", "bell\\u{7}"), ("del\u{7F}", "del\\u{7F}"), ("c1\u{9B}31m", "c1\\u{9B}31m"),
        ("emoji 🧘 and é", "emoji 🧘 and é"), ("\u{A0}nbsp", "\u{A0}nbsp"),
    ])
    func textIsShownWithItsControlCharactersEscaped(_ text: String, _ shown: String) {
        #expect(TerminalText.escaped(text) == shown)
    }
}

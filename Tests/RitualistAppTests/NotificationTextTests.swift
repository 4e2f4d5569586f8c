import Testing

@testable import RitualistApp

/// Text handed to programs that may read it as markup (notification servers, status bars).
@Suite struct NotificationTextTests {
    @Test(arguments: [
        ("Read", "Read"), ("", ""), ("🧘 Yoga", "🧘 Yoga"), ("Tom & Jerry", "Tom &amp; Jerry"),
        ("<b>bold</b>", "&lt;b&gt;bold&lt;/b&gt;"), (#"say "hi" & 'bye'"#, "say &quot;hi&quot; &amp; &#39;bye&#39;"),
        ("&amp;", "&amp;amp;"), ("Café <3", "Café &lt;3"),
        // A combining mark after a special character does not hide it from a markup parser.
        ("&\u{301}", "&amp;\u{301}"), ("e\u{301}<", "e\u{301}&lt;"),
    ])
    func everySpecialCharacterIsEscapedAndNothingElse(text: String, expected: String) {
        #expect(Array(NotificationText.markup(text).utf8) == Array(expected.utf8))
    }
}

import Testing

@testable import RitualistCore

/// What a habit's emoji accepts: one emoji or one symbol, never letters, spaces or invisible characters.
@Suite struct HabitEmojiTests {
    static let rule =
        "Emoji must be one emoji or symbol (such as 🧘, 👍🏽 or ★) of at most 16 code points, "
        + "with no letters, digits, spaces or invisible characters; got "

    func problems(_ emoji: String) -> [HabitValidationError] {
        HabitDraft(name: "Ok", emoji: emoji, startDate: Nov.day(3)).problems()
    }

    @Test(arguments: [
        "🧘", "💧", "👍🏽", "🏳️‍🌈", "★", "✓", "∞", "✅", "☀️", "🇫🇷", "1️⃣", "👨‍👩‍👧", "🏴󠁧󠁢󠁳󠁣󠁴󠁿",
        "👩🏻‍❤️‍💋‍👨🏼", " 💧 ", "", "  ",
    ])
    func oneEmojiOrSymbolIsAccepted(emoji: String) {
        #expect(problems(emoji) == [])
    }

    @Test(arguments: [
        ("ab", "'ab'."),
        ("a", "'a'."),
        ("1", "'1'."),
        ("🙂🙂", "'🙂🙂'."),
        ("🧘 🧘", "'🧘 🧘'."),
        ("\u{202E}x", "'\\u{202E}x'."),
        ("🧘\u{202E}", "'🧘\\u{202E}'."),
        ("\u{202E}", "'\\u{202E}'."),
        ("\u{200B}", "'\\u{200B}'."),
        ("\u{2066}🧘", "'\\u{2066}🧘'."),
        ("★\u{301}", "'★\u{301}'."),
        ("🧘\u{200D}", "'🧘\\u{200D}'."),
        (
            Array(repeating: "🧘", count: 9).joined(separator: "\u{200D}"),
            "'"
                + Array(repeating: "🧘", count: 9).joined(separator: "\\u{200D}") + "'."
        ),
        (String(repeating: "🧘", count: 100), "'" + String(repeating: "🧘", count: 100) + "'."),
    ])
    func anythingElseIsRefusedWithTheRule(emoji: String, shown: String) {
        #expect(problems(emoji).map(\.message) == [Self.rule + shown])
    }

    @Test func aControlCharacterIsRefusedAsOneAndAsNoEmoji() {
        #expect(problems("\u{7}") == [.controlCharacter(field: "emoji"), .invalidEmoji("\u{7}")])
    }
}

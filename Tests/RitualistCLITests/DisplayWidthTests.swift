import Testing

@testable import RitualistApp
@testable import RitualistCLI

/// Columns line up by the width a terminal gives each character, not by the count of characters.
@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("Read", 4), ("読書", 4), ("☀️", 2), ("☀", 1), ("🧘", 2), ("Cafe\u{301}", 4), ("👨‍👩‍👧", 2), ("", 0),
        ("a\tb", 2), ("x\u{7F}y", 2), ("1\u{FE0F}\u{20E3}", 2), ("[date] <habit>", 14),
    ])
    func widthCountsColumns(text: String, columns: Int) {
        #expect(Text.width(text) == columns)
    }

    /// A padded text fills `width` columns, or keeps `gap` spaces after a longer one; any count of spaces is made.
    @Test(arguments: [
        ("Read", 8, 0, "Read    "), ("読書", 6, 0, "読書  "), ("Meditate", 4, 2, "Meditate  "), ("", 0, 0, ""),
        ("x", 1, 0, "x"), ("x", 131, 0, "x" + String(repeating: " ", count: 130)),
    ])
    func padFillsColumns(text: String, width: Int, gap: Int, padded: String) {
        #expect(Text.pad(text, width, gap: gap) == padded)
        #expect(Text.spaces(width) == String(repeating: " ", count: width))
        var line = "|"
        Text.append(text, paddedTo: width, gap: gap, to: &line)
        #expect(line == "|" + padded)
    }

    /// Printable ASCII is counted a column a byte without breaking graphemes: the rule for each character agrees.
    @Test func printableASCIIIsAColumnEach() {
        for byte in UInt8(0x20)..<0x7F {
            let character = Character(Unicode.Scalar(byte))
            #expect(Text.width(of: character) == 1, "\(byte)")
        }
        let all = String(decoding: Array(UInt8(0x20)..<0x7F), as: UTF8.self)
        #expect(Text.width(all) == 95)
    }

    /// Text counted scalar by scalar (a quicker way for ASCII with emoji, as streak counters are) gives the width the
    /// count by characters gives, also where scalars join into one character.
    @Test(arguments: [
        "🔥 10 days", "🔥🔥", "読書 2 weeks", "👍🏽 ok", "👨‍👩‍👧 family", "🇫🇷 trip", "☀️ sun", "1\u{FE0F}\u{20E3}",
        "한국어", "\u{1100}\u{1161}\u{11A8}", "Cafe\u{301} 🔥", "🧘\u{200D}♀️", "✨ sparkle", "x\u{7F}🔥",
        "All habits · 12 months", "Café ©®", "soft\u{AD}hyphen", "\u{A0}x", "e\u{301}·", "©\u{FE0F} ok", "ʰʿ˙˿",
        "\u{A9}\u{FE0E}", "Ångström ñ",
    ])
    func countingByScalarsAgreesWithCountingByCharacters(text: String) {
        #expect(Text.width(text) == text.reduce(0) { $0 + Text.width(of: $1) })
    }

    static let names = ["Read", "読書", "Cafe\u{301} au lait", "Stretch", String(repeating: "n", count: 50)]

    func home() -> Ritual {
        let ritual = Ritual()
        let emoji = ["📚", "☀️", "", "🧘", ""]
        for (name, emoji) in zip(Self.names, emoji) {
            _ = ritual.run(["habit", "add", name, "--target", "2"] + (emoji.isEmpty ? [] : ["--emoji", emoji]))
        }
        return ritual
    }

    /// The display column where `column` starts on each line that has it.
    func columns(of text: String, at column: String) -> [Int] {
        text.split(separator: "\n").compactMap { line in
            line.range(of: column).map { Text.width(String(line[..<$0.lowerBound])) }
        }
    }

    @Test func habitListAlignsTheDetails() {
        let list = home()("habit", "list").stdout
        let starts = columns(of: list, at: "daily, 2 a day")
        #expect(starts.count == 5)
        #expect(Set(starts.dropLast()) == [3 + 30 + 2])  // the mark, names up to 30 columns, the gap
        #expect(list.contains(String(repeating: "n", count: 50) + "  daily"))
    }

    @Test func statusAlignsTheAmounts() {
        let status = home()("status").stdout
        let starts = columns(of: status, at: "0/2")
        #expect(starts.count == 5)
        #expect(Set(starts) == [4 + 3 + 50 + 2])
    }

    @Test func streakAlignsTheLongestColumn() {
        let ritual = home()
        ritual("log", "Read", "2")
        let streaks = ritual("streak").stdout
        let starts = columns(of: streaks, at: "longest")
        #expect(starts.count == 5)
        // The name's column, then the widest current streak with two spaces after it.
        #expect(Set(starts.dropLast()) == [3 + 30 + 2 + Text.width("🔥 1 day since 2025-11-08") + 2])
        #expect(streaks.contains(String(repeating: "n", count: 50) + "  No streak yet"))
    }

    @Test func aDayWithNothingScheduledHasNoEmptyBar() {
        let result = Ritual()("status")
        #expect(result.stdout == "‹ Saturday 2025-11-08 · today\n\n  Nothing scheduled for this day.\n")
    }
}

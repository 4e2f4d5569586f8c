import Testing

@testable import RitualistApp

/// Lines built in one buffer read as the same lines built from strings: numbers as `String(_:)` writes them, columns
/// padded by display width with at least their gap, no trailing spaces.
@Suite struct TextLinesTests {
    @Test(arguments: [0, 7, -7, 10, 99, 100, 1_000_000, Int.max, Int.min, -1_000_000_007])
    func numbersAreWrittenAsTheStandardLibraryWritesThem(value: Int) {
        var lines = TextLines(lines: 1)
        lines.append(value)
        #expect(lines.text == String(value))
        #expect(lines.column == String(value).count)
    }

    @Test(arguments: [
        ("Read", 8, 0, "Read    |"), ("Read", 4, 0, "Read|"), ("Read", 3, 2, "Read  |"), ("📚 Read", 8, 0, "📚 Read |"),
        ("日本語", 8, 2, "日本語  |"), ("Café", 6, 0, "Café  |"), ("", 2, 0, "  |"),
    ])
    func aColumnIsPaddedToItsDisplayWidthAndAtLeastItsGap(text: String, width: Int, gap: Int, expected: String) {
        var lines = TextLines(lines: 1)
        lines.append(text)
        lines.pad(from: 0, to: width, gap: gap)
        lines.append(words: "|")
        #expect(lines.text == expected)
        #expect(lines.column == Text.width(expected))
    }

    @Test func wordsCountACharacterAColumnAndLinesLoseTheirTrailingSpaces() {
        var lines = TextLines(lines: 3)
        lines.append(words: "– a")
        #expect(lines.column == 3)
        lines.pad(from: 0, to: 10)
        lines.newLine()
        lines.newLine()
        lines.append(words: "b")
        lines.pad(from: 0, to: 4)
        #expect(lines.text == "– a\n\nb")
    }
}

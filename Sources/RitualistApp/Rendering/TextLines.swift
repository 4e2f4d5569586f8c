/// Terminal text built line by line in one buffer of UTF-8, each column padded to a display width, trailing spaces
/// left out of every line.
///
/// For renderers of many aligned lines (`stats`): a string for each column and each line, appended and then joined,
/// was costly for every line, most of it the standard library's string appends and the growth of each line's
/// storage.
///
/// ```swift
/// var lines = TextLines(lines: 2)
/// let start = lines.column
/// lines.append("Read")
/// lines.pad(from: start, to: 8)
/// lines.append(42)
/// lines.text  // "Read    42"
/// ```
struct TextLines {
    private var bytes: [UInt8] = []
    /// The display columns of the current line so far.
    private(set) var column = 0

    /// Room for `lines` lines of some 160 bytes.
    init(lines: Int) {
        bytes.reserveCapacity(lines * 160)
    }

    /// Appends `text`, counting its display width (see `Text.width`).
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
        column += Text.width(text)
    }

    /// Appends the program's own words, `text`: a column a character (none of them wide or combining).
    mutating func append(words text: StaticString) {
        text.withUTF8Buffer { text in
            bytes.append(contentsOf: text)
            // A character's first byte is any but a continuation byte (0b10xxxxxx).
            for byte in text where byte & 0xC0 != 0x80 { column += 1 }
        }
    }

    /// Appends `value` in decimal digits, from the most significant one.
    mutating func append(_ value: Int) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            column += 1
        }
        let magnitude = value.magnitude
        var unit: UInt = 1
        while magnitude / unit >= 10 { unit &*= 10 }
        while unit > 0 {
            bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude / unit % 10))
            column += 1
            unit /= 10
        }
    }

    /// Appends spaces until the text since column `start` is `width` columns wide, and at least `gap` spaces, so a
    /// long column pushes the next one along instead of running into it.
    mutating func pad(from start: Int, to width: Int, gap: Int = 0) {
        let count = max(width - (column - start), gap)
        guard count > 0 else { return }
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
        column += count
    }

    /// Ends the current line (its trailing spaces removed) and begins the next.
    mutating func newLine() {
        removeTrailingSpaces()
        bytes.append(UInt8(ascii: "\n"))
        column = 0
    }

    /// The lines, joined by line feeds, the last one's trailing spaces removed and no line feed after it.
    var text: String {
        let end = (bytes.lastIndex { $0 != UInt8(ascii: " ") } ?? -1) + 1
        return String(decoding: bytes[..<end], as: UTF8.self)
    }

    private mutating func removeTrailingSpaces() {
        while bytes.last == UInt8(ascii: " ") { bytes.removeLast() }
    }
}

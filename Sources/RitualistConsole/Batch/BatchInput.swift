import IntentKit

/// The lines of `run --batch`, each bounded: the process's stdin read in chunks by a `LineReader`, or the lines
/// a console in a test hands over. A line past the bound is reported by its number and first characters.
struct BatchInput {
    /// The longest line read as a request, in bytes.
    static let maximumLineLength = 65_536

    private var reader: LineReader?
    private let readLine: @Sendable () -> String?
    private var number = 0

    init(_ console: Console) {
        readLine = console.readLine
        reader = console.readInput.map { LineReader(maximumLength: Self.maximumLineLength, source: $0) }
    }

    /// Whether a whole line is read already, so the next one comes without waiting.
    var hasBufferedLine: Bool { reader?.hasBufferedLine ?? false }

    /// Why the input ended early: the errno of a read that failed.
    var failure: Int32? { reader?.failure }

    /// The next line with its number, nil at the end.
    mutating func next() -> (number: Int, line: LineReader.Line)? {
        guard var reader else {
            guard let text = readLine() else { return nil }
            number += 1
            guard text.utf8.count <= Self.maximumLineLength else {
                return (
                    number, .tooLong(prefix: String(decoding: text.utf8.prefix(LineReader.prefixLength), as: UTF8.self))
                )
            }
            return (number, .text(text))
        }
        defer { self.reader = reader }
        return reader.next().map { (reader.number, $0) }
    }
}

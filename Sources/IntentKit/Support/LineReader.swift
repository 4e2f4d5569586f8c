/// Reads lines from a stream of bytes in chunks, holding at most one bounded line at a time: a line longer than
/// `maximumLength` is read to its end and dropped, keeping only its first bytes to say which it was, so memory
/// stays flat however long a line runs.
///
/// ```swift
/// var reader = LineReader(maximumLength: 65_536) { buffer in read(STDIN_FILENO, buffer.baseAddress, buffer.count) }
/// while let line = reader.next() { … }
/// ```
package struct LineReader {
    package enum Line: Equatable, Sendable {
        /// A whole line, without its `\n` or `\r\n`.
        case text(String)
        /// A line longer than the bound: its first bytes (at most `prefixLength`, and at most one past the bound);
        /// the rest was dropped.
        case tooLong(prefix: String)
    }

    /// Fills the buffer it is given with the next bytes: how many, 0 at the end, or a negative errno.
    package typealias Source = (UnsafeMutableRawBufferPointer) -> Int

    /// How many bytes of a dropped line are kept to show it.
    package static let prefixLength = 256

    package let maximumLength: Int
    private let source: Source
    private var chunk: [UInt8]
    private var buffer: [UInt8] = []
    /// Where the unread part of `buffer` starts.
    private var start = 0
    private var ended = false
    /// The number of the line `next()` returned last, counting from 1.
    package private(set) var number = 0
    /// The errno of a read that failed, which ended the input.
    package private(set) var failure: Int32?

    package init(maximumLength: Int, chunkSize: Int = 65_536, source: @escaping Source) {
        self.maximumLength = maximumLength
        self.source = source
        chunk = [UInt8](repeating: 0, count: max(1, chunkSize))
    }

    /// Whether a whole line is read already, so `next()` returns it without waiting for input.
    package var hasBufferedLine: Bool {
        buffer[start...].contains(Self.newline)
    }

    /// The next line, or nil at the end of the input (or once a read failed).
    package mutating func next() -> Line? {
        var scanned = start
        while true {
            if let end = buffer[scanned...].firstIndex(of: Self.newline) {
                let line = take(upTo: end)
                start = end + 1
                return line
            }
            scanned = buffer.count
            if buffer.count - start > maximumLength {
                let line = take(upTo: start + maximumLength + 1)
                dropThroughNewline()
                return line
            }
            if ended {
                guard start < buffer.count else { return nil }
                let line = take(upTo: buffer.count)
                start = buffer.count
                return line
            }
            scanned -= start
            fill()
        }
    }

    private static let newline = UInt8(ascii: "\n")

    /// The line from `start` to `end` (exclusive), counted.
    private mutating func take(upTo end: Int) -> Line {
        number += 1
        var bytes = buffer[start..<end]
        if bytes.count > maximumLength {
            // Never more than an early drop keeps, so the prefix does not depend on how the input was chunked.
            let kept = bytes.prefix(min(Self.prefixLength, maximumLength + 1))
            return .tooLong(prefix: String(decoding: kept, as: UTF8.self))
        }
        if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
        return .text(String(decoding: bytes, as: UTF8.self))
    }

    /// Reads and drops what is left of an over-long line, up to and including its newline.
    private mutating func dropThroughNewline() {
        while true {
            if let end = buffer[start...].firstIndex(of: Self.newline) {
                start = end + 1
                return
            }
            start = buffer.count
            guard !ended else { return }
            fill()
        }
    }

    /// Drops what was read already and appends the next chunk of input.
    private mutating func fill() {
        buffer.removeSubrange(0..<start)
        start = 0
        let count = chunk.withUnsafeMutableBytes { source($0) }
        if count > 0 {
            buffer.append(contentsOf: chunk[0..<min(count, chunk.count)])
        } else {
            ended = true
            if count < 0 { failure = Int32(-count) }
        }
    }
}

/// Text written in pieces and handed on in chunks of about 64 KiB, so a long export needs neither one call per line
/// nor the whole text in memory.
package struct TextSink {
    private var buffer = ""
    private let flush: (String) throws -> Void

    /// A sink handing its chunks to `flush`.
    package init(_ flush: @escaping (String) throws -> Void) {
        self.flush = flush
        buffer.reserveCapacity(1 << 16)
    }

    /// Appends `text`, handing on the buffer once it is full.
    package mutating func write(_ text: String) throws {
        buffer += text
        if buffer.utf8.count >= 1 << 16 { try finish() }
    }

    /// Hands on what is buffered.
    package mutating func finish() throws {
        guard !buffer.isEmpty else { return }
        try flush(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}

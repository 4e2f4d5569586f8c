import Testing

@testable import IntentKit

@Suite struct LineReaderTests {
    /// Every line of `input`, read through chunks of `chunkSize` bytes with lines bounded at 8 bytes.
    func lines(_ input: String, chunkSize: Int, failingWith failure: Int? = nil) -> (lines: [String], failure: Int32?) {
        var rest = Array(input.utf8)[...]
        var reader = LineReader(maximumLength: 8, chunkSize: chunkSize) { buffer in
            if rest.isEmpty, let failure { return -failure }
            let count = min(buffer.count, rest.count)
            buffer.copyBytes(from: rest.prefix(count))
            rest = rest.dropFirst(count)
            return count
        }
        var found: [String] = []
        while let line = reader.next() {
            switch line {
            case .text(let text): found.append("\(reader.number):\(text)")
            case .tooLong(let prefix): found.append("\(reader.number):long:\(prefix)")
            }
        }
        return (found, reader.failure)
    }

    @Test(arguments: [1, 3, 8, 9, 64, 2048])
    func linesAreSplitTheSameWhateverTheChunks(chunkSize: Int) {
        let input = "a\r\n\nexactly8\n123456789\n" + String(repeating: "z", count: 1000) + "\nlast"
        #expect(
            lines(input, chunkSize: chunkSize).lines == [
                "1:a", "2:", "3:exactly8", "4:long:123456789", "5:long:" + String(repeating: "z", count: 9),
                "6:last",
            ])
    }

    @Test func aReadThatFailsEndsTheInputAndSaysWhy() {
        let read = lines("one\ntwo", chunkSize: 4, failingWith: 5)
        #expect(read.lines == ["1:one", "2:two"])
        #expect(read.failure == 5)
    }
}

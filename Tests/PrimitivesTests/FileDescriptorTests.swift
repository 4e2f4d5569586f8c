import Foundation
import Primitives
import Testing

@Suite struct FileDescriptorTests {
    /// Each answer of the injected write: bytes written (at most what is asked), or an errno to fail with.
    enum Answer {
        case writes(Int)
        case fails(Int32)
    }

    /// Runs `writeAll` over "hello world" with `answers`, one per call; what was written and what it returned.
    static func write(_ answers: [Answer]) -> (written: String, result: Int32?) {
        var answers = answers[...]
        var written: [UInt8] = []
        let result = Array("hello world".utf8).withUnsafeBytes { bytes in
            FileDescriptor.writeAll(bytes, to: -1) { _, rest in
                switch answers.popFirst() ?? .writes(rest.count) {
                case .writes(let count):
                    let count = min(count, rest.count)
                    written += rest.prefix(count)
                    return count
                case .fails(let code):
                    errno = code
                    return -1
                }
            }
        }
        return (String(decoding: written, as: UTF8.self), result)
    }

    @Test func shortWritesAndInterruptedOnesAreContinuedToTheLastByte() {
        let outcome = Self.write([.writes(3), .fails(EINTR), .writes(2), .fails(EINTR)])
        #expect(outcome.written == "hello world")
        #expect(outcome.result == nil)
    }

    @Test func aFailedWriteStopsWithItsErrnoAndAWriteOfNothingWithEIO() {
        let failed = Self.write([.writes(6), .fails(ENOSPC)])
        #expect(failed.written == "hello ")
        #expect(failed.result == ENOSPC)
        let stalled = Self.write([.writes(0)])
        #expect(stalled.written == "")
        #expect(stalled.result == EIO)
    }

    @Test func textIsWrittenWholeToAFile() throws {
        let path = NSTemporaryDirectory() + "file-descriptor-\(getpid()).txt"
        defer { unlink(path) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        #expect(descriptor >= 0)
        #expect(FileDescriptor.writeAll("grüße\n", to: descriptor) == nil)
        close(descriptor)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "grüße\n")
    }
}

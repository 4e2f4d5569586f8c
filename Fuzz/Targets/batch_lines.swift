// Fuzzes what `run --batch` reads: the bytes of its input through `LineReader` (a line bound and a chunk size
// taken from the first two bytes, so that lines cross chunks and the bound in every way), each line then read as
// an `IntentRequest`.
//
// Besides crashes, three properties are checked:
// - no line is longer than the bound, and every newline of the input ends exactly one line;
// - each line is what the input held there, and a dropped line is shown by how it began;
// - a request that is read, written out again as `{"intent": …, "params": …}`, reads back the same.
@testable import IntentKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBatchLines(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 2 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let limit = Int(bytes[0] % 64) + 1
    let chunkSize = Int(bytes[1] % 16) + 1
    let input = bytes[2...]
    var rest = input
    var reader = LineReader(maximumLength: limit, chunkSize: chunkSize) { buffer in
        let count = min(buffer.count, rest.count)
        buffer.copyBytes(from: rest.prefix(count))
        rest = rest.dropFirst(count)
        return count
    }
    let expected = input.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    var lines = 0
    while let line = reader.next() {
        lines += 1
        guard lines <= expected.count, reader.number == lines else {
            fatalError("more lines than the input holds, or a line numbered wrong")
        }
        var written = Array(expected[lines - 1])
        if written.last == UInt8(ascii: "\r") { written.removeLast() }
        switch line {
        case .text(let text):
            // Measured in the input's bytes: invalid UTF-8 decodes to longer replacement characters.
            if written.count > limit { fatalError("a line past the bound was returned whole") }
            if text != String(decoding: written, as: UTF8.self) { fatalError("a line is not what the input held") }
            check(text)
        case .tooLong(let prefix):
            if expected[lines - 1].count <= limit { fatalError("a line within the bound was dropped") }
            let began = expected[lines - 1].prefix(min(LineReader.prefixLength, limit + 1))
            if prefix != String(decoding: began, as: UTF8.self) { fatalError("a dropped line's prefix is not how it began") }
        }
    }
    // The input ends with a newline (an empty last piece) or with a last line without one.
    let whole = expected.last?.isEmpty == true ? expected.count - 1 : expected.count
    if lines != whole { fatalError("\(lines) lines read from an input of \(whole)") }
    return 0
}

private func check(_ text: String) {
    let request: IntentRequest
    do {
        request = try IntentRequest(line: text)
    } catch {
        _ = error.description
        return
    }
    let again = JSONValue.object([("intent", .string(request.intent)), ("params", request.params)]).serialized()
    guard let read = try? IntentRequest(line: again), read.intent == request.intent, read.params == request.params
    else { fatalError("a request written out again does not read back: \(text.debugDescription)") }
}

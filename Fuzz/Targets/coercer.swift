// Fuzzes the `name=value` path: `RawArguments(words:)` and `ValueCoercer.coerce` for every parameter type, with
// the constraints (range, enum values, pattern) taken from the input too.
//
// Input: one byte choosing the parameter's shape, then NUL-separated fields: the words (split at newlines),
// then the pattern or the enum values.
@testable import IntentKit

private let today = CalendarDate(year: 2025, month: 11, day: 8)!
private let dateWords = DateWords(today: today, pluginWords: ["selected": { today.adding(days: -1) }])
private let location = SourceLocation(path: "fuzz", line: 1, column: 1)

private func parameter(_ shape: UInt8, _ fields: [String]) -> ParameterDeclaration {
    let extra = Array(fields.dropFirst())
    let bound = Double(Int8(bitPattern: shape)) * 3
    switch shape % 8 {
    case 0: return ParameterDeclaration(name: "value", type: .string, location: location)
    case 1: return ParameterDeclaration(name: "value", type: .string, pattern: extra.first ?? "", location: location)
    case 2: return ParameterDeclaration(name: "value", type: .integer, minimum: bound, maximum: bound + 1000, location: location)
    case 3: return ParameterDeclaration(name: "value", type: .number, minimum: 0, location: location)
    case 4: return ParameterDeclaration(name: "value", type: .number, maximum: bound, location: location)
    case 5: return ParameterDeclaration(name: "value", type: .boolean, location: location)
    case 6: return ParameterDeclaration(name: "value", type: .date, location: location)
    default: return ParameterDeclaration(name: "value", type: .enumeration, values: extra, location: location)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCoercer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let fields = bytes.dropFirst().split(separator: 0, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
    let declared = parameter(bytes[0], fields)
    let words = (fields.first ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let raws: [String]
    do {
        raws = try RawArguments(words: words).pairs.map(\.value)
    } catch {
        _ = error.message
        raws = words
    }
    for raw in raws.prefix(8) {
        do {
            let value = try ValueCoercer.coerce(raw, for: declared) { text in
                try dateWords.resolve(text, parameter: declared.name)
            }
            _ = value.json.serialized()
        } catch let error as ParameterError {
            _ = error.message
        } catch {
            _ = "\(error)"
        }
    }
    return 0
}

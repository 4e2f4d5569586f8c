#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension UUID {
    /// The id as the store keeps it and entities and JSON carry it: lowercase.
    ///
    /// Written by hand, as `init(text:)` reads it: `uuidString` formats through `sprintf` and parsing goes through
    /// `sscanf`, which dominated reading a week of logs.
    package var text: String {
        withUnsafeBytes(of: uuid) { bytes in
            String(unsafeUninitializedCapacity: 36) { buffer in
                var end = 0
                for (index, byte) in bytes.enumerated() {
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        buffer[end] = UInt8(ascii: "-")
                        end += 1
                    }
                    buffer[end] = Self.digits[Int(byte >> 4)]
                    buffer[end + 1] = Self.digits[Int(byte & 0x0F)]
                    end += 2
                }
                return end
            }
        }
    }

    /// Reads an id written as `8-4-4-4-12` hexadecimal digits, in either case; nil for anything else.
    package init?(text: String) {
        var text = text
        let bytes = text.withUTF8 { utf8 -> uuid_t? in
            let dash = UInt8(ascii: "-")
            guard utf8.count == 36, utf8[8] == dash, utf8[13] == dash, utf8[18] == dash, utf8[23] == dash else {
                return nil
            }
            var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            var invalid: UInt8 = 0
            withUnsafeMutableBytes(of: &bytes) { bytes in
                var offset = 0
                for index in 0..<16 {
                    if offset == 8 || offset == 13 || offset == 18 || offset == 23 { offset += 1 }
                    let high = Self.value(ofDigit: utf8[offset]), low = Self.value(ofDigit: utf8[offset + 1])
                    invalid |= (high | low) & 0xF0
                    bytes[index] = high << 4 | low
                    offset += 2
                }
            }
            return invalid == 0 ? bytes : nil
        }
        guard let bytes else { return nil }
        self.init(uuid: bytes)
    }

    private static let digits = Array("0123456789abcdef".utf8)

    /// A hexadecimal digit's value, or 0xFF for any other byte.
    @inline(__always)
    private static func value(ofDigit digit: UInt8) -> UInt8 {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return digit &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return digit &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return digit &- UInt8(ascii: "A") &+ 10
        default: return 0xFF
        }
    }
}

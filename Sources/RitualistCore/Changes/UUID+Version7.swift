#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension UUID {
    /// A time-ordered id (RFC 9562 version 7): the milliseconds of `instant` since 1970, then random bits. Ids made
    /// at later instants sort after earlier ones, as text too.
    public static func version7(at instant: Date) -> UUID {
        var generator = SystemRandomNumberGenerator()
        return version7(at: instant, using: &generator)
    }

    /// `version7(at:)` with the random bits drawn from `generator`.
    public static func version7(at instant: Date, using generator: inout some RandomNumberGenerator) -> UUID {
        let milliseconds = UInt64(max(0, (instant.timeIntervalSince1970 * 1000).rounded(.down)))
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in 0..<6 { bytes[index] = UInt8(truncatingIfNeeded: milliseconds >> (8 * (5 - index))) }
        let random = generator.next() as UInt64, more = generator.next() as UInt64
        for index in 6..<16 {
            let source = index < 14 ? random >> (8 * (index - 6)) : more >> (8 * (index - 14))
            bytes[index] = UInt8(truncatingIfNeeded: source)
        }
        bytes[6] = 0x70 | (bytes[6] & 0x0F)
        bytes[8] = 0x80 | (bytes[8] & 0x3F)
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
                bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }
}

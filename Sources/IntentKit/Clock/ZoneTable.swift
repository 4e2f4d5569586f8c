/// A zone's offsets from UTC through history, read from its tzfile (RFC 8536) without the C library's process-wide
/// zone, so a zone other than the process's costs no global state.
struct ZoneTable: Sendable {
    /// Instants (seconds since 1970-01-01 UTC) at which the offset changes, ascending.
    let transitions: [Int64]
    /// The offset east of UTC from each transition on.
    let offsets: [Int]
    /// The offset before the first transition.
    let initialOffset: Int
    /// The rule after the last transition, if the file states one.
    let footer: PosixZoneRule?

    /// The offset east of UTC at `seconds` since 1970-01-01 UTC.
    func offset(at seconds: Int64) -> Int {
        if let footer, seconds >= transitions.last ?? .min { return footer.offset(at: seconds) }
        guard let first = transitions.first, seconds >= first else { return initialOffset }
        var low = 0, high = transitions.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if transitions[middle] <= seconds { low = middle } else { high = middle - 1 }
        }
        return offsets[low]
    }

    static let utc = ZoneTable(fixed: PosixZoneRule(standardOffset: 0, daylight: nil))

    /// A table with no transitions: the rule holds for all time.
    init(fixed rule: PosixZoneRule) {
        transitions = []
        offsets = []
        initialOffset = rule.standardOffset
        footer = rule.daylight == nil ? nil : rule
    }

    private init(transitions: [Int64], offsets: [Int], initialOffset: Int, footer: PosixZoneRule?) {
        self.transitions = transitions
        self.offsets = offsets
        self.initialOffset = initialOffset
        self.footer = footer
    }

    /// The table of the tzfile at `path`, or nil when there is none or it is not a tzfile.
    static func load(path: String) -> ZoneTable? {
        guard let bytes = FileSystem.readBytes(path) else { return nil }
        return parse(bytes)
    }

    /// Parses a version 1, 2, 3 or 4 tzfile, reading the 64-bit data when the file has it.
    static func parse(_ bytes: [UInt8]) -> ZoneTable? {
        guard let header = Header(bytes, at: 0) else { return nil }
        guard header.version >= 2 else { return table(bytes, header: header, at: 44, timeSize: 4, footer: nil) }
        let second = 44 + header.dataSize(timeSize: 4)
        guard let header64 = Header(bytes, at: second) else { return nil }
        let footerStart = second + 44 + header64.dataSize(timeSize: 8)
        var footer: PosixZoneRule?
        if footerStart < bytes.count, bytes[footerStart] == UInt8(ascii: "\n") {
            let text = bytes[(footerStart + 1)...].prefix { $0 != UInt8(ascii: "\n") }
            footer = PosixZoneRule(String(decoding: text, as: UTF8.self))
        }
        return table(bytes, header: header64, at: second + 44, timeSize: 8, footer: footer)
    }

    private static func table(_ bytes: [UInt8], header: Header, at start: Int, timeSize: Int, footer: PosixZoneRule?)
        -> ZoneTable?
    {
        guard bytes.count >= start + header.dataSize(timeSize: timeSize), header.typeCount > 0 else { return nil }
        let indices = start + header.transitionCount * timeSize
        let types = indices + header.transitionCount
        let typeOffsets = (0..<header.typeCount).map { Int(Int32(bitPattern: UInt32(bytes, at: types + $0 * 6))) }
        var transitions: [Int64] = [], offsets: [Int] = []
        for index in 0..<header.transitionCount {
            let at = start + index * timeSize
            let type = Int(bytes[indices + index])
            guard type < typeOffsets.count else { return nil }
            transitions.append(
                timeSize == 8
                    ? Int64(bitPattern: UInt64(UInt32(bytes, at: at)) << 32 | UInt64(UInt32(bytes, at: at + 4)))
                    : Int64(Int32(bitPattern: UInt32(bytes, at: at))))
            offsets.append(typeOffsets[type])
        }
        return ZoneTable(transitions: transitions, offsets: offsets, initialOffset: typeOffsets[0], footer: footer)
    }

    private struct Header {
        let version: Int
        let utcIndicatorCount, standardIndicatorCount, leapCount, transitionCount, typeCount, characterCount: Int

        init?(_ bytes: [UInt8], at start: Int) {
            guard bytes.count >= start + 44, Array(bytes[start..<(start + 4)]) == Array("TZif".utf8) else {
                return nil
            }
            version = bytes[start + 4] == 0 ? 1 : Int(bytes[start + 4]) - Int(UInt8(ascii: "0"))
            let counts = (0..<6).map { Int(UInt32(bytes, at: start + 20 + $0 * 4)) }
            guard counts.allSatisfy({ $0 < 1 << 20 }) else { return nil }
            (utcIndicatorCount, standardIndicatorCount, leapCount) = (counts[0], counts[1], counts[2])
            (transitionCount, typeCount, characterCount) = (counts[3], counts[4], counts[5])
        }

        func dataSize(timeSize: Int) -> Int {
            transitionCount * (timeSize + 1) + typeCount * 6 + characterCount + leapCount * (timeSize + 4)
                + standardIndicatorCount + utcIndicatorCount
        }
    }
}

extension UInt32 {
    /// The big-endian value at `index`.
    fileprivate init(_ bytes: [UInt8], at index: Int) {
        self = bytes[index..<(index + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }
}

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Logs as a store hands them to a `History`: slim entries; stretches of days each holding one completion, as
/// bits; and stretches of any logs, as the bytes they are kept in. A store that keeps such stretches (the SQLite
/// store's log buckets) hands a month of a habit's logs over as one value rather than an entry a log.
///
/// No two of them hold the same day of a habit: a day is in an entry or in a stretch, with all of its logs.
package struct LogDays: Sendable {
    /// Logs as entries, in the order the store lists them.
    package var entries: [LogEntry]
    /// Stretches of completions, oldest first.
    package var completions: [CompletionDays]
    /// Stretches of logs kept as bytes, oldest first.
    package var amounts: [AmountDays]

    /// Logs made of `entries`, `completions` and `amounts`, which hold no day of a habit twice.
    package init(entries: [LogEntry] = [], completions: [CompletionDays] = [], amounts: [AmountDays] = []) {
        self.entries = entries
        self.completions = completions
        self.amounts = amounts
    }

    /// Every log as an entry, in day order (a day's entries in the order they were handed over).
    package var allEntries: [LogEntry] {
        guard !completions.isEmpty || !amounts.isEmpty else { return entries }
        let stretched = completions.flatMap(\.entries) + amounts.flatMap(\.entries)
        guard !entries.isEmpty || (!completions.isEmpty && !amounts.isEmpty) else { return stretched }
        var merged = entries + stretched
        merged.sort { $0.day < $1.day }
        return merged
    }

    /// Forgets every entry and stretch, keeping the storage for the next habit's.
    package mutating func removeAll() {
        // An empty array is left as it is: emptying one still costs a uniqueness check and a call.
        if !entries.isEmpty { entries.removeAll(keepingCapacity: true) }
        if !completions.isEmpty { completions.removeAll(keepingCapacity: true) }
        if !amounts.isEmpty { amounts.removeAll(keepingCapacity: true) }
    }
}

/// Up to 32 consecutive days of a habit from `first` on, with every log of those days as the store keeps them: nine
/// bytes a log, the day's place after `first` (0 to 31) and the value's IEEE 754 bits, little-endian, in the order
/// the logs are listed (by day, then value). A history adds them up from the bytes, with no entry made a log.
package struct AmountDays: Hashable, Sendable {
    /// The bytes of one log.
    package static let recordSize = 9

    /// The id of the habit logged.
    package let habitID: UUID
    /// The day of place 0.
    package let first: Day
    /// The logs, `recordSize` bytes each; bytes after the last whole log are not read.
    package let records: [UInt8]

    /// The stretch of `habitID` from `first` on whose logs are `records`.
    package init(habitID: UUID, first: Day, records: [UInt8]) {
        self.habitID = habitID
        self.first = first
        self.records = records
    }

    /// The log at byte `offset` of `bytes`: its place after the stretch's first day, and its value.
    @inlinable
    package static func record(in bytes: UnsafeRawBufferPointer, at offset: Int) -> (place: Int, value: Double) {
        let bits = bytes.loadUnaligned(fromByteOffset: offset + 1, as: UInt64.self)
        return (Int(bytes[offset]), Double(bitPattern: UInt64(littleEndian: bits)))
    }

    /// The byte offsets of the whole logs in `count` bytes.
    @inlinable
    package static func offsets(in count: Int) -> StrideTo<Int> {
        stride(from: 0, to: count - recordSize + 1, by: recordSize)
    }

    /// The stretch's logs as entries, in their order.
    package var entries: [LogEntry] {
        records.withUnsafeBytes { bytes in
            Self.offsets(in: bytes.count).map { offset in
                let (place, value) = Self.record(in: bytes, at: offset)
                return LogEntry(habitID: habitID, day: first.adding(days: place), value: value)
            }
        }
    }
}

/// Up to 32 consecutive days of a habit from `first` on, as bits: bit n set when the day `first + n` holds exactly
/// one log, of value 1 (a completion).
package struct CompletionDays: Hashable, Sendable {
    /// The id of the habit completed.
    package let habitID: UUID
    /// The day of bit 0.
    package let first: Day
    /// Bit n set: the day `first + n` holds one completion.
    package let bits: UInt32

    /// The stretch of `habitID` from `first` on whose completed days are the set bits of `bits`.
    package init(habitID: UUID, first: Day, bits: UInt32) {
        self.habitID = habitID
        self.first = first
        self.bits = bits
    }

    /// The stretch's completions as entries, oldest first.
    package var entries: [LogEntry] {
        var entries: [LogEntry] = []
        entries.reserveCapacity(bits.nonzeroBitCount)
        var bits = bits
        while bits != 0 {
            entries.append(LogEntry(habitID: habitID, day: first.adding(days: bits.trailingZeroBitCount)))
            bits &= bits - 1
        }
        return entries
    }
}

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Logs as a store hands them to a `History`: slim entries, and stretches of days each holding one completion, as
/// bits, so a store that keeps such stretches (the SQLite store's log buckets) hands a month of a habit's
/// completions over as one value rather than an entry a day.
///
/// The two never hold the same day of a habit: a day is in an entry or in a stretch, with all of its logs.
public struct LogDays: Sendable {
    /// Logs as entries, in the order the store lists them.
    public var entries: [LogEntry]
    /// Stretches of completions, oldest first.
    public var completions: [CompletionDays]

    /// Logs made of `entries` and `completions`, which hold no day of a habit twice.
    public init(entries: [LogEntry] = [], completions: [CompletionDays] = []) {
        self.entries = entries
        self.completions = completions
    }

    /// Every log as an entry, in day order (a day's entries in the order they were handed over).
    public var allEntries: [LogEntry] {
        guard !completions.isEmpty else { return entries }
        let stretched = completions.flatMap(\.entries)
        guard !entries.isEmpty else { return stretched }
        var merged = entries + stretched
        merged.sort { $0.day < $1.day }
        return merged
    }

    /// Forgets every entry and stretch, keeping the storage for the next habit's.
    public mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        completions.removeAll(keepingCapacity: true)
    }
}

/// Up to 32 consecutive days of a habit from `first` on, as bits: bit n set when the day `first + n` holds exactly
/// one log, of value 1 (a completion).
public struct CompletionDays: Hashable, Sendable {
    /// The id of the habit completed.
    public let habitID: UUID
    /// The day of bit 0.
    public let first: Day
    /// Bit n set: the day `first + n` holds one completion.
    public let bits: UInt32

    /// The stretch of `habitID` from `first` on whose completed days are the set bits of `bits`.
    public init(habitID: UUID, first: Day, bits: UInt32) {
        self.habitID = habitID
        self.first = first
        self.bits = bits
    }

    /// The stretch's completions as entries, oldest first.
    public var entries: [LogEntry] {
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

import Primitives

/// What reading the journal found: its records, and the lines that were not records.
package struct JournalReading: Sendable, Equatable {
    /// Oldest first.
    package let records: [JournalRecord]
    /// Lines skipped because they are not records: torn by a crash, or written by something else.
    package let skippedLines: Int

    /// A reading of `records`, with `skippedLines` lines that were not records.
    package init(records: [JournalRecord], skippedLines: Int) {
        self.records = records
        self.skippedLines = skippedLines
    }

    /// `1 damaged line skipped`, `3 damaged lines skipped`, or nil when every line was a record.
    package var damageNote: String? {
        guard skippedLines > 0 else { return nil }
        return Plural.count(skippedLines, "damaged line") + " skipped"
    }
}

import Synchronization

/// Journal records held back, to be appended together later (see `Journal.holding(in:)`).
package final class HeldRecords: Sendable {
    private let records = Mutex<[JournalRecord]>([])

    /// An empty hold.
    package init() {}

    func hold(_ record: JournalRecord) {
        records.withLock { $0.append(record) }
    }

    /// The records held so far, oldest first; none are held afterwards.
    package func take() -> [JournalRecord] {
        records.withLock { records in
            defer { records = [] }
            return records
        }
    }
}

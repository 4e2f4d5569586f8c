import GRDB
import Synchronization

/// Closes a store's queue and keeps the closed queue until the next one is closed.
///
/// Closing is SQLite's work (the WAL is checkpointed and emptied, see `WriteAheadLog`). Releasing the queue object is
/// GRDB's, and on Linux it is dear for nothing: its deinit unregisters the queue from Foundation's
/// `NotificationCenter`, which builds the center first, and disposing of its dispatch queue wakes a worker thread. A
/// run would pay both on its way out. So the closed queue is held here, and released only when another is closed: at
/// most one is held at a time, and a process's last one is never released. A queue that fails to close is released as
/// usual, and its deinit closes it.
enum ClosedQueue {
    private static let kept = Mutex<DatabaseQueue?>(nil)

    static func close(_ queue: DatabaseQueue) {
        guard (try? queue.close()) != nil else { return }
        let previous = kept.withLock { kept in
            defer { kept = queue }
            return kept
        }
        // Released here, outside the lock.
        _ = previous
    }
}

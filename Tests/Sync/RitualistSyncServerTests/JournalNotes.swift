import RitualistSyncServer
import Synchronization

/// The journal notes a program's runs leave.
final class JournalNotes: Sendable {
    let notes = Mutex<[SyncJournalNote]>([])

    var all: [SyncJournalNote] { notes.withLock { $0 } }

    func record(_ note: SyncJournalNote) { notes.withLock { $0.append(note) } }
}

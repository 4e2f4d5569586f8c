import Foundation
import GRDB
import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `ritual restore`: puts a backup in the live store's place, keeping the current store beside it.
///
/// The file is checked first (`StoreFileCheck`) and copied beside the store, where the copy is checked again. Then,
/// holding the store's write lock so no other `ritual` is writing, the current store gets a second name
/// (`ritualist.sqlite.before-restore-…`) and the copy is renamed over it: one atomic step, so a reader sees the old
/// store or the restored one, never a mix. When another process holds the write lock, nothing is changed.
public enum StoreRestore {
    /// Why a restore stopped before changing anything, apart from what is wrong with the file.
    public struct Busy: Error, CustomStringConvertible, TemplatedMessage {
        /// The store.
        public var store: String

        /// A restore of `store` held back.
        package init(store: String) {
            self.store = store
        }

        /// The words of a restore another process holds back, written once.
        package static let template: MessageTemplate =
            "Cannot restore now: another ritual is writing to the habit store '{store}'. Try again when it is done."

        /// The template and values of what stopped it.
        public var filledTemplate: FilledTemplate { Self.template.filled(["store": store]) }

        /// What stopped it.
        public var description: String { message }
    }

    /// Restores `file` over the store at `store`; returns the path the previous store is kept at, nil when there
    /// was none.
    public static func restore(_ file: String, over store: String, at date: Date) throws -> String? {
        try StoreFileCheck.check(file)
        do {
            try OwnerOnlyDirectory.create(parentOf: store)
        } catch {
            throw TransferError(file: store, "cannot be written: \(error.description)")
        }
        let copy = store + ".restoring"
        unlink(copy)
        try StoreCopy.copy(file, to: copy)
        guard case .file = try? InputFile.kind(of: store) else {
            try place(copy, at: store)
            return nil
        }
        let kept = store + ".before-restore-" + Timestamp.text(date).replacingOccurrences(of: ":", with: "")
        do {
            try swap(copy, into: store, keeping: kept)
        } catch {
            unlink(copy)
            throw error
        }
        return kept
    }

    /// With the write lock held and the write-ahead log empty, the store's file holds all of it: it is linked under
    /// `kept` and the copy renamed over it.
    private static func swap(_ copy: String, into store: String, keeping kept: String) throws {
        var configuration = Configuration()
        configuration.busyMode = .timeout(2)
        let queue = try DatabaseQueue(path: store, configuration: configuration)
        defer { try? queue.close() }
        do {
            try queue.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
                try db.inTransaction(.immediate) {
                    // Taken after the checkpoint: a writer in between would have left frames in the log.
                    if case .file(let size) = try? InputFile.kind(of: store + "-wal"), size > 0 {
                        throw Busy(store: store)
                    }
                    guard link(store, kept) == 0 else {
                        throw TransferError(file: kept, "cannot be written: \(SystemError.describe(errno))")
                    }
                    try place(copy, at: store)
                    return .rollback
                }
            }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
            throw Busy(store: store)
        }
    }

    private static func place(_ copy: String, at store: String) throws(TransferError) {
        guard rename(copy, store) == 0 else {
            let code = errno
            unlink(copy)
            throw TransferError(file: store, "cannot be replaced: \(SystemError.describe(code))")
        }
    }
}

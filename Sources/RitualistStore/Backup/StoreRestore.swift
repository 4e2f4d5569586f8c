import Foundation
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
package enum StoreRestore {
    /// Why a restore stopped before changing anything, apart from what is wrong with the file.
    package struct Busy: Error, CustomStringConvertible, TemplatedMessage {
        /// The store.
        package var store: String

        /// A restore of `store` held back.
        package init(store: String) {
            self.store = store
        }

        /// The words of a restore another process holds back, written once.
        package static let template: MessageTemplate =
            "Cannot restore now: another ritual is writing to the habit store '{store}'. Try again when it is done."

        /// The template and values of what stopped it.
        package var filledTemplate: FilledTemplate { Self.template.filled(["store": store]) }

        /// What stopped it.
        package var description: String { message }
    }

    /// Restores `file` over the store at `store`; returns the path the previous store is kept at, nil when there
    /// was none.
    package static func restore(_ file: String, over store: String, at date: Date) throws -> String? {
        try StoreFileCheck.check(file)
        do {
            try OwnerOnlyDirectory.create(parentOf: store)
        } catch {
            throw TransferError(file: store, "cannot be written: \(error.description)")
        }
        let copy = store + ".restoring"
        unlink(copy)
        try StoreCopy.copy(file, to: copy)
        do {
            try checkOpens(copy, restoring: file)
        } catch {
            unlink(copy)
            throw error
        }
        guard case .file = try? InputFile.kind(of: store) else {
            try place(copy, at: store)
            return nil
        }
        let kept = store + ".before-restore-" + Timestamp.text(date).replacingOccurrences(of: ":", with: "")
        do {
            return try swap(copy, into: store, keeping: kept)
        } catch {
            unlink(copy)
            throw error
        }
    }

    /// Opens a second copy of `copy` as every command will open the restored store, migrations and all, so that a
    /// file every command would refuse is refused now, while the current store is still in place. The copy itself is
    /// left as the backup holds it: its migrations run with the next command's clock and machine.
    private static func checkOpens(_ copy: String, restoring file: String) throws(TransferError) {
        let trial = copy + "-trial"
        defer {
            for suffix in ["", "-wal", "-shm"] { unlink(trial + suffix) }
        }
        unlink(trial)
        try StoreCopy.copy(copy, to: trial)
        do {
            _ = try SQLiteHabitStore.open(at: trial, busyTimeout: 0)
        } catch {
            let reason = if case .unavailable(_, let reason) = error { reason } else { error.message }
            throw TransferError(file: file, "cannot be opened as a store: \(reason)")
        }
    }

    /// With the write lock held and the write-ahead log empty, the store's file holds all of it: it is linked under
    /// `kept` and the copy renamed over it.
    private static func swap(_ copy: String, into store: String, keeping kept: String) throws -> String {
        do {
            let database = try SQLiteDatabase.open(path: store, busyTimeout: 2)
            defer { try? database.close() }
            try database.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
            // Held while the files move, and rolled back: nothing is written to the store that is replaced.
            try database.execute(sql: "BEGIN IMMEDIATE TRANSACTION")
            defer { try? database.execute(sql: "ROLLBACK TRANSACTION") }
            // Taken after the checkpoint: a writer in between would have left frames in the log.
            if case .file(let size) = try? InputFile.kind(of: store + "-wal"), size > 0 {
                throw Busy(store: store)
            }
            let keptAt = try keep(store, as: kept)
            try place(copy, at: store)
            return keptAt
        } catch let error as SQLiteError where error.resultCode == .busy {
            throw Busy(store: store)
        }
    }

    /// Links `store` under `name`, or under `name-2`, `name-3`, … when a restore in the same instant took it: a kept
    /// store is never replaced and a restore never fails for a name. Returns the name used.
    private static func keep(_ store: String, as name: String) throws(TransferError) -> String {
        for attempt in 1...1000 {
            let candidate = attempt == 1 ? name : name + "-\(attempt)"
            if link(store, candidate) == 0 { return candidate }
            let code = errno
            guard code == EEXIST else {
                throw TransferError(file: candidate, "cannot be written: \(SystemError.describe(code))")
            }
        }
        throw TransferError(file: name, "cannot be written: a thousand stores are already kept under this name")
    }

    private static func place(_ copy: String, at store: String) throws(TransferError) {
        guard rename(copy, store) == 0 else {
            let code = errno
            unlink(copy)
            throw TransferError(file: store, "cannot be replaced: \(SystemError.describe(code))")
        }
    }
}

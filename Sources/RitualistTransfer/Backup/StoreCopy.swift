import GRDB
import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A consistent copy of a store, made by SQLite (`VACUUM INTO`) while other processes may be writing: owner-only,
/// checked, and put in place whole under its name.
package enum StoreCopy {
    /// Copies the store at `source` to `destination` and checks the copy; nothing is left at `destination` when a
    /// step fails.
    package static func copy(_ source: String, to destination: String) throws(TransferError) {
        let temporary = destination + ".\(getpid()).partial"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else {
            throw TransferError(file: destination, "cannot be written: \(SystemError.describe(errno))")
        }
        close(descriptor)
        do {
            var configuration = StoreFileCheck.readOnly
            configuration.busyMode = .timeout(10)
            let queue = try DatabaseQueue(path: source, configuration: configuration)
            try queue.writeWithoutTransaction { db in
                try db.execute(sql: "VACUUM INTO ?", arguments: [temporary])
            }
            try queue.close()
        } catch {
            unlink(temporary)
            let reason = (error as? DatabaseError).flatMap(\.message) ?? "\(error)"
            throw TransferError(file: source, "cannot be copied: \(reason)")
        }
        do {
            try StoreFileCheck.check(temporary)
        } catch {
            unlink(temporary)
            throw TransferError(file: destination, "the copy failed its check: \(error.message)")
        }
        guard rename(temporary, destination) == 0 else {
            let code = errno
            unlink(temporary)
            throw TransferError(file: destination, "cannot be written: \(SystemError.describe(code))")
        }
    }
}

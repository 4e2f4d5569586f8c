import Primitives

/// A consistent copy of a store, made by SQLite (`VACUUM INTO`) while other processes may be writing: owner-only,
/// checked, and put in place whole under its name, which must be a regular file or nothing (see `OutputPath`).
package enum StoreCopy {
    /// Copies the store at `source` to `destination` and checks the copy; nothing is left at `destination` when a
    /// step fails.
    package static func copy(_ source: String, to destination: String) throws(TransferError) {
        let output: FileReplacement
        do {
            output = try FileReplacement(path: destination)
        } catch {
            throw TransferError(file: destination, "cannot be written: \(error.reason)")
        }
        // SQLite writes the copy itself: it takes the empty file made here, owner-only.
        output.closeTemporary()
        do {
            let database = try StoreFileCheck.openReadOnly(source, busyTimeout: 10)
            try database.execute(sql: "VACUUM INTO ?", arguments: [output.temporary])
            try database.close()
        } catch {
            output.removeTemporary()
            let reason = error.message ?? "\(error.resultCode)"
            throw TransferError(file: source, "cannot be copied: \(reason)")
        }
        do {
            try StoreFileCheck.check(output.temporary)
        } catch {
            output.removeTemporary()
            throw TransferError(file: destination, "the copy failed its check: \(error.message)")
        }
        do {
            try output.place()
        } catch {
            throw TransferError(file: destination, "cannot be written: \(error.reason)")
        }
    }
}

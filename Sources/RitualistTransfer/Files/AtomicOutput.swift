import Primitives

/// A file written whole or not at all, readable by its owner only (see `FileReplacement`): a regular file or a new
/// name is replaced once every byte is written and synced; a device, a FIFO, a socket or a folder is refused. A
/// failure leaves the old file as it was.
package struct AtomicOutput {
    /// The file as the user named it.
    package var path: String { replacement.path }
    private let replacement: FileReplacement

    /// Starts writing `path`; throws, naming it, when it is no place to write or its folder cannot take a new file.
    package init(path: String) throws(TransferError) {
        do {
            replacement = try FileReplacement(path: path)
        } catch {
            throw TransferError(file: path, "cannot be written: \(error.reason)")
        }
    }

    /// Appends `text`.
    package func write(_ text: String) throws(TransferError) {
        do {
            try replacement.write(text)
        } catch {
            throw TransferError(file: path, "cannot be written: \(error.reason)")
        }
    }

    /// Puts the file in place.
    package func commit() throws(TransferError) {
        do {
            try replacement.commit()
        } catch {
            throw TransferError(file: path, "cannot be written: \(error.reason)")
        }
    }

    /// Leaves the file as it was.
    package func discard() {
        replacement.discard()
    }
}

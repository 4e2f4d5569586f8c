import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file written whole or not at all, readable by its owner only: the text goes to a temporary file (0600) beside
/// it, which replaces the file only once every byte is written and synced. A failure leaves the old file as it was.
package struct AtomicOutput {
    /// The file as the user named it.
    package let path: String
    private let temporary: String
    private let descriptor: Int32

    /// Starts writing `path`; throws, naming it, when its folder cannot take a new file.
    package init(path: String) throws(TransferError) {
        self.path = path
        temporary = path + ".\(getpid()).partial"
        descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else {
            throw TransferError(file: path, "cannot be written: \(SystemError.describe(errno))")
        }
    }

    /// Appends `text`.
    package func write(_ text: String) throws(TransferError) {
        if let code = FileDescriptor.writeAll(text, to: descriptor) {
            throw TransferError(file: path, "cannot be written: \(SystemError.describe(code))")
        }
    }

    /// Puts the file in place.
    package func commit() throws(TransferError) {
        let synced = fsync(descriptor) == 0 ? 0 : errno
        close(descriptor)
        guard synced == 0, rename(temporary, path) == 0 else {
            let code = synced == 0 ? errno : synced
            unlink(temporary)
            throw TransferError(file: path, "cannot be written: \(SystemError.describe(code))")
        }
    }

    /// Leaves the file as it was.
    package func discard() {
        close(descriptor)
        unlink(temporary)
    }
}

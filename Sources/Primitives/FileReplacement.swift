#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file a person named, written whole or not at all: the bytes go to a temporary file beside it, synced, which is
/// renamed over it only once every byte is there, and only while it is still a regular file or nothing (see
/// `OutputPath`). A failure leaves what was there as it was.
package struct FileReplacement {
    /// The file as the person named it.
    package let path: String
    /// The file the rename replaces: `path`, or the file a symbolic link at `path` leads to.
    package let target: String
    /// The temporary file being written.
    package let temporary: String
    private let descriptor: Int32

    /// Why a replacement failed: the words to follow "cannot be written: ".
    package struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        package var reason: String
        package var description: String { reason }
    }

    /// Starts replacing `path` with a new file of `mode` (less the umask); throws when `path` is no place to write
    /// (`OutputPath`; `-` included: the caller writes standard output itself) or its folder takes no new file.
    package init(path: String, mode: mode_t = 0o600) throws(Failure) {
        self.path = path
        let resolved: OutputPath
        do throws(OutputPath.Refusal) {
            resolved = try OutputPath.resolve(path)
        } catch {
            throw Failure(reason: error.reason)
        }
        guard case .file(let target) = resolved else { throw Failure(reason: "'-' is standard output, not a file") }
        self.target = target
        temporary = TemporaryName.beside(target, tag: "partial")
        descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
        guard descriptor >= 0 else { throw Failure(reason: SystemError.describe(errno)) }
    }

    /// Appends `bytes`.
    package func write(_ bytes: UnsafeRawBufferPointer) throws(Failure) {
        if let code = FileDescriptor.writeAll(bytes, to: descriptor) {
            throw Failure(reason: SystemError.describe(code))
        }
    }

    /// Appends `text`'s UTF-8 bytes.
    package func write(_ text: String) throws(Failure) {
        if let code = FileDescriptor.writeAll(text, to: descriptor) {
            throw Failure(reason: SystemError.describe(code))
        }
    }

    /// Closes the temporary file; the caller may then have it filled by another writer (SQLite's `VACUUM INTO`)
    /// before `commit`.
    package func closeTemporary() {
        close(descriptor)
    }

    /// Syncs the file and puts it in place.
    package func commit() throws(Failure) {
        let synced = fsync(descriptor) == 0 ? 0 : errno
        close(descriptor)
        guard synced == 0 else {
            unlink(temporary)
            throw Failure(reason: SystemError.describe(synced))
        }
        try place()
    }

    /// Puts the temporary file, already closed and complete, in place.
    package func place() throws(Failure) {
        do throws(OutputPath.Refusal) {
            try OutputPath.checkReplaceable(target, named: path)
        } catch {
            unlink(temporary)
            throw Failure(reason: error.reason)
        }
        guard rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            throw Failure(reason: SystemError.describe(code))
        }
    }

    /// Leaves what was at the path as it was.
    package func discard() {
        close(descriptor)
        removeTemporary()
    }

    /// Removes the temporary file once `closeTemporary` closed it, leaving what was at the path as it was.
    package func removeTemporary() {
        unlink(temporary)
    }
}

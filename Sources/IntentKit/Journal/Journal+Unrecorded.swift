import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Journal {
    /// Where the runs this journal could not record are counted (see `UnrecordedRuns`).
    package var unrecordedPath: String { path + ".unrecorded" }

    /// The runs this journal could not record since they were last shown; nil when it recorded every one.
    package func unrecorded() -> UnrecordedRuns? {
        let descriptor = open(unrecordedPath, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: UnrecordedRuns.reservedBytes)
        let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        return UnrecordedRuns(bytes: bytes.prefix(max(0, read)), size: Int(status.st_size))
    }

    /// Forgets the unrecorded runs, once they have been shown; the file keeps its room.
    package func forgetUnrecorded() {
        withUnrecordedNote { _ in nil }
    }

    /// Counts `count` more runs lost for `problem`, as well as a full disk allows (see `UnrecordedRuns`).
    func noteUnrecorded(_ count: Int, problem: String) {
        withUnrecordedNote { runs in UnrecordedRuns(count: (runs?.count ?? 0) + count, problem: problem) }
    }

    /// Gives the note its room while the disk has some: an empty file is filled with blanks, a count kept.
    func reserveUnrecorded() {
        withUnrecordedNote(onlyIfEmpty: true) { $0 }
    }

    /// Replaces the note with what `change` makes of it, in place and under a lock, so that two runs losing a
    /// record at once count two. A file that is not a regular file is left alone: nothing waits on a FIFO.
    private func withUnrecordedNote(onlyIfEmpty: Bool = false, _ change: (UnrecordedRuns?) -> UnrecordedRuns?) {
        let descriptor = open(unrecordedPath, O_RDWR | O_CREAT | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
            !onlyIfEmpty || status.st_size == 0, flock(descriptor, LOCK_EX) == 0
        else { return }
        defer { flock(descriptor, LOCK_UN) }
        var current = [UInt8](repeating: 0, count: UnrecordedRuns.reservedBytes)
        let read = current.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        let runs = change(UnrecordedRuns(bytes: current.prefix(max(0, read)), size: Int(status.st_size)))
        let bytes = UnrecordedRuns.bytes(of: runs)
        // The words need the room reserved for them, which a disk full before the journal started never gave;
        // the count goes into the file's size too, which changes no block of the disk.
        if lseek(descriptor, 0, SEEK_SET) == 0 {
            _ = bytes.withUnsafeBytes { FileDescriptor.writeAll($0, to: descriptor, using: noteWriter) }
        }
        _ = ftruncate(descriptor, off_t(UnrecordedRuns.size(of: runs)))
    }
}

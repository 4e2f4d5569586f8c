#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes the small files the program keeps for itself (caches), readable by their owner only.
package enum OwnerOnlyFile {
    /// Replaces the file at `path` with `text`, creating its folder (0700) when missing: written whole to a
    /// temporary file (0600) beside it, then renamed over it, so a reader sees the old file or the new one, never
    /// half of one. Returns false, leaving the old file, when any step fails.
    @discardableResult
    package static func replace(_ path: String, with text: String) -> Bool {
        try? OwnerOnlyDirectory.create(parentOf: path)
        let temporary = TemporaryName.beside(path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return false }
        let failure = FileDescriptor.writeAll(text, to: descriptor)
        close(descriptor)
        guard failure == nil, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}

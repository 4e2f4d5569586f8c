import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one reader of the small files sync's settings name (`password_file`, `PGPASSFILE` or `~/.pgpass`,
/// `sslrootcert`): opened without blocking, its kind checked on the open descriptor, then read within a bound.
/// A FIFO there would make a blocking `open` wait for a writer for ever, a device would never end.
struct RegularFile {
    /// Why a file is not read, in words that follow its path (`it is a FIFO, not a regular file`).
    struct Refusal: Error, Equatable {
        var reason: String
    }

    /// The status of the open file.
    var status: stat
    /// Its bytes, up to the size `fstat` gave.
    var bytes: [UInt8]

    /// Reads `path`: refused unless it is a regular file of at most `maximumSize` bytes and `accept` finds nothing
    /// wrong with its status (the owner, the mode), checked before a byte is read. With `followingLinks` false, a
    /// symbolic link is refused.
    static func read(
        _ path: String, maximumSize: Int, followingLinks: Bool = true, accept: (stat) -> String? = { _ in nil }
    ) throws(Refusal) -> RegularFile {
        let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY | (followingLinks ? 0 : O_NOFOLLOW)
        let descriptor = open(path, flags)
        guard descriptor >= 0 else {
            throw Refusal(reason: "it cannot be opened (\(String(cString: strerror(errno))))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw Refusal(reason: "it cannot be read (\(String(cString: strerror(errno))))")
        }
        let kind = FileKind(mode: status.st_mode)
        guard kind == .regular else { throw Refusal(reason: "it is \(kind.name), not a regular file") }
        if let problem = accept(status) { throw Refusal(reason: problem) }
        guard Int(status.st_size) <= maximumSize else {
            throw Refusal(reason: "it is larger than \(maximumSize) bytes")
        }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var total = 0
        while total < bytes.count {
            let count = bytes[total...].withUnsafeMutableBytes { rest in
                pread(descriptor, rest.baseAddress, rest.count, off_t(total))
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            total += count
        }
        return RegularFile(status: status, bytes: Array(bytes.prefix(total)))
    }

    /// The bytes as UTF-8 text.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}

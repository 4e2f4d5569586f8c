import RitualistCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a store file's first 100 bytes before SQLite opens it.
///
/// SQLite treats a file shorter than one page as a new, empty database and would write over it; and setting
/// WAL mode on a file from a newer version would change it. Both are refused here without writing a byte.
enum StoreFileHeader {
    static let magic = Array("SQLite format 3\u{0}".utf8)

    static func check(path: String, knownVersion: Int) throws(StoreError) {
        let descriptor = openForReading(path)
        guard descriptor >= 0 else { return }  // SQLite reports what it cannot open, in its own words.
        defer { close(descriptor) }
        // A named pipe or a device would block SQLite, or feed it forever: only a regular file is a store.
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw .unavailable(path: path, reason: "it is not a regular file")
        }
        var header = [UInt8](repeating: 0, count: 100)
        let count = header.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 100) }
        guard count > 0 else { return }  // An empty file is a new store.
        guard count == 100, Array(header[0..<16]) == magic else {
            throw .unavailable(path: path, reason: "the file is not a SQLite database")
        }
        let version = header[60..<64].reduce(0) { $0 << 8 | Int($1) }
        if version > knownVersion {
            throw .unavailable(
                path: path,
                reason: "it was written by a newer version of Ritualist "
                    + "(schema \(version); this version reads up to \(knownVersion))")
        }
    }

    private static func openForReading(_ path: String) -> Int32 {
        #if canImport(Glibc)
            return Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        #else
            return Darwin.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        #endif
    }
}

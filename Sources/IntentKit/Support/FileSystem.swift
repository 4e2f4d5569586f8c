#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file operations the framework needs, as thin POSIX calls (no Foundation on the hot path).
package enum FileSystem {
    /// The whole file as UTF-8 text (invalid bytes replaced), or nil when it cannot be read.
    package static func readText(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether nothing is at `path` (a dangling link included); a path that cannot be looked at is not absent.
    package static func isAbsent(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) != 0 && errno == ENOENT
    }
}

import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file operations the framework needs, as thin POSIX calls (no Foundation on the hot path).
package enum FileSystem {
    /// The whole regular file as UTF-8 text (invalid bytes replaced), or nil when it cannot be read.
    package static func readText(_ path: String) -> String? {
        readBytes(path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The whole regular file's bytes, or nil when it cannot be read.
    package static func readBytes(_ path: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        let read = forEachChunk(of: path) { bytes += $0 }
        return read ? bytes : nil
    }

    /// The names in `folder` but `.` and `..`, in the folder's own order; nil when it cannot be listed, `errno`
    /// then saying why. (`FileManager.contentsOfDirectory` builds an error object with a dictionary of `Any` for a
    /// folder that is not there: a measurable cost at every start without a plugins folder.)
    package static func names(in folder: String) -> [String]? {
        guard let handle = opendir(folder) else { return nil }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// The number of line feeds in the regular file at `path` (0 when it cannot be read).
    package static func countLines(_ path: String) -> Int {
        var count = 0
        _ = forEachChunk(of: path) { chunk in count += lineFeeds(in: chunk) }
        return count
    }

    /// The line feeds in `bytes`, found with `memchr`. The journal counts its lines at every append once it is
    /// large enough to be full (see `Journal`); a byte-by-byte count made each run pay for every byte of it.
    private static func lineFeeds(in bytes: ArraySlice<UInt8>) -> Int {
        bytes.withUnsafeBytes { raw in
            guard var cursor = raw.baseAddress else { return 0 }
            let end = cursor + raw.count
            var count = 0
            while cursor < end, let found = memchr(cursor, 0x0A, end - cursor) {
                count += 1
                cursor = UnsafeRawPointer(found) + 1
            }
            return count
        }
    }

    /// Reads the regular file at `path` in chunks, without waiting on a FIFO or a device; false when it cannot.
    private static func forEachChunk(of path: String, _ body: (ArraySlice<UInt8>) -> Void) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, FileKind(mode: status.st_mode) == .regular else { return false }
        // Sized to the file (one byte more, to see its end in one read) up to 64 KiB: zeroing 64 KiB for a cache of
        // 3 KiB cost more than reading it.
        var buffer = [UInt8](repeating: 0, count: min(65_536, max(0, Int(status.st_size)) + 1))
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return count == 0 }
            body(buffer[0..<count])
        }
    }

    /// Hands `body` the lines of the regular file at `path` from the last to the first (empty ones left out), read
    /// from its end `chunk` bytes at a time, until `body` returns false: what the newest records of a journal
    /// need, without reading what comes before them. False when the file cannot be read.
    package static func forEachLineBackwards(
        of path: String, chunk: Int = 65_536, _ body: (ArraySlice<UInt8>) -> Bool
    ) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, FileKind(mode: status.st_mode) == .regular else { return false }
        var end = Int(status.st_size)
        // The start of the line the previous chunk began inside of, carried until its line feed is found.
        var carried: [UInt8] = []
        while end > 0 {
            let start = max(0, end - chunk)
            var bytes = [UInt8](repeating: 0, count: end - start)
            let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(start)) }
            if count < 0, errno == EINTR { continue }
            guard count == end - start else { return false }
            bytes += carried
            var lineEnd = bytes.count
            while let feed = bytes[..<lineEnd].lastIndex(of: 0x0A) {
                if feed + 1 < lineEnd, !body(bytes[(feed + 1)..<lineEnd]) { return true }
                lineEnd = feed
            }
            carried = Array(bytes[..<lineEnd])
            end = start
        }
        if !carried.isEmpty { _ = body(carried[...]) }
        return true
    }

    /// Whether nothing is at `path` (a dangling link included); a path that cannot be looked at is not absent.
    package static func isAbsent(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) != 0 && errno == ENOENT
    }
}

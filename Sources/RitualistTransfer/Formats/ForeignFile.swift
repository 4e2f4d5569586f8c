import Foundation
import Primitives
import RitualistCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the files another tracker wrote, as untrusted input: only regular files, whole, up to a bound.
///
/// A folder, a named pipe or a device in a file's place gives a clear error instead of blocking or reading forever,
/// and a file larger than the bound is refused before a byte of it is kept in memory.
enum ForeignFile {
    /// What is at a path, for telling a folder from a file before reading.
    enum Kind: Equatable {
        case missing
        case folder
        case regularFile(size: Int, modified: Day)
        case other
    }

    /// What is at `path`, following a symbolic link as opening it would.
    static func kind(of path: String) -> Kind {
        var status = stat()
        guard stat(path, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG:
            let modified = Day(instant: Date(timeIntervalSince1970: Double(status.st_mtim.tv_sec)), utcOffsetSeconds: 0)
            return .regularFile(size: Int(status.st_size), modified: modified)
        default: return .other
        }
    }

    /// Throws unless `path` is a regular file of at most `limit` bytes; returns its size and modification day.
    @discardableResult
    static func requireRegularFile(_ path: String, limit: Int, what: String) throws(TransferError) -> (
        size: Int, modified: Day
    ) {
        switch kind(of: path) {
        case .missing: throw TransferError(file: path, "there is no such file")
        case .folder: throw TransferError(file: path, "is a folder; expected \(what)")
        case .other: throw TransferError(file: path, "is not a regular file (a pipe or a device); expected \(what)")
        case .regularFile(let size, let modified):
            guard size <= limit else {
                throw TransferError(
                    file: path, "is larger than \(megabytes(limit)), the most Ritualist reads as \(what)")
            }
            return (size, modified)
        }
    }

    /// The bytes of the regular file at `path`, refused past `limit` bytes even if it grows while being read.
    static func read(_ path: String, limit: Int, what: String) throws(TransferError) -> [UInt8] {
        try requireRegularFile(path, limit: limit, what: what)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw TransferError(file: path, "cannot be opened: \(reason(errno))") }
        defer { close(descriptor) }
        var bytes = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw TransferError(file: path, "cannot be read: \(reason(errno))") }
            if count == 0 { return bytes }
            guard bytes.count + count <= limit else {
                throw TransferError(
                    file: path, "is larger than \(megabytes(limit)), the most Ritualist reads as \(what)")
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// The text of the regular file at `path`, which must be UTF-8 (see `read(_:limit:what:)`).
    static func text(_ path: String, limit: Int, what: String) throws(TransferError) -> String {
        try text(of: read(path, limit: limit, what: what), file: path)
    }

    /// `bytes` as UTF-8 text, without a leading byte-order mark; refused when they are not UTF-8.
    static func text(of bytes: [UInt8], file: String) throws(TransferError) -> String {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard let text = String(validating: body, as: UTF8.self) else {
            throw TransferError(file: file, "is not UTF-8 text")
        }
        return text
    }

    /// `limit` in MiB when it is whole ones, in bytes otherwise, for messages.
    static func megabytes(_ limit: Int) -> String {
        limit % 1_048_576 == 0 ? "\(limit / 1_048_576) MiB" : Plural.count(limit, "byte")
    }

    static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer.baseAddress, buffer.count)
        #else
            Darwin.read(descriptor, buffer.baseAddress, buffer.count)
        #endif
    }
}

extension ForeignFile {
    /// The first `count` bytes of the file at `path` (fewer when it is shorter).
    static func header(_ path: String, count: Int) throws(TransferError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw TransferError(file: path, "cannot be opened: \(reason(errno))") }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        let read = bytes.withUnsafeMutableBytes { systemRead(descriptor, $0) }
        return Array(bytes.prefix(max(0, read)))
    }
}

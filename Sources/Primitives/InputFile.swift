import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What is at a path an import was given, found without reading it: a named pipe is never opened for a blocking
/// read, and a file's size is known before a byte of it is read.
package enum InputFile {
    /// The kinds of things a path can name.
    package enum Kind: Equatable {
        case file(size: Int)
        case folder
        /// A named pipe, a device or a socket: nothing an import reads.
        case other
    }

    /// What `path` names; throws, naming the path, when there is nothing there or it cannot be looked at.
    package static func kind(of path: String) throws(TransferError) -> Kind {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw TransferError(file: path, "cannot be read: \(SystemError.describe(errno))")
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file(size: Int(status.st_size))
        case S_IFDIR: return .folder
        default: return .other
        }
    }

    /// The bytes of the regular file at `path`, refused when it holds more than `limit` bytes.
    package static func contents(of path: String, limit: Int) throws(TransferError) -> [UInt8] {
        // Opened without blocking, then checked: a pipe put in the file's place after `kind` cannot hang the read.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw TransferError(file: path, "cannot be read: \(SystemError.describe(errno))") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw TransferError(file: path, "cannot be read: \(SystemError.describe(errno))")
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw TransferError(file: path, "is a folder; expected a file")
        default: throw TransferError(file: path, "is not a regular file (a named pipe or a device); expected a file")
        }
        let size = Int(status.st_size)
        guard size <= limit else { throw tooLarge(path, size: size, limit: limit) }
        var bytes = [UInt8](repeating: 0, count: size + 1)
        var count = 0
        while count < bytes.count {
            let read = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
            }
            if read < 0, errno == EINTR { continue }
            guard read >= 0 else { throw TransferError(file: path, "cannot be read: \(SystemError.describe(errno))") }
            if read == 0 { break }
            count += read
        }
        // A file that grew while it was read is refused rather than read in part.
        guard count <= size else { throw tooLarge(path, size: count, limit: size) }
        return Array(bytes[0..<count])
    }

    /// The first `count` bytes of the regular file at `path` (fewer when it is shorter).
    package static func head(of path: String, count: Int) throws(TransferError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw TransferError(file: path, "cannot be read: \(SystemError.describe(errno))") }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        let read = bytes.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, count) }
        return read > 0 ? Array(bytes[0..<read]) : []
    }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #else
            Darwin.read(descriptor, buffer, count)
        #endif
    }

    private static func tooLarge(_ path: String, size: Int, limit: Int) -> TransferError {
        TransferError(file: path, "is \(megabytes(size)); the largest file an import reads is \(megabytes(limit))")
    }

    /// `128 MiB`, `1.9 GiB`.
    static func megabytes(_ bytes: Int) -> String {
        let mebibytes = Double(bytes) / 1_048_576
        if mebibytes >= 1024 { return String(format: "%.1f GiB", mebibytes / 1024) }
        return mebibytes >= 10 ? "\(Int(mebibytes)) MiB" : String(format: "%.1f MiB", mebibytes)
    }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh directory under the system's temporary folder, removed when the value is released.
package final class TemporaryDirectory: Sendable {
    package let path: String

    /// A directory under the system's temporary folder, or under `folder` when given.
    package init(prefix: String = "ritualist-test", under folder: String? = nil) {
        let temporary = folder ?? NSTemporaryDirectory()
        let base = temporary.hasSuffix("/") ? String(temporary.dropLast()) : temporary
        var template = Array("\(base)/\(prefix)-XXXXXX".utf8CString)
        let created = template.withUnsafeMutableBufferPointer { $0.baseAddress.flatMap { mkdtemp($0) } }
        precondition(created != nil, "mkdtemp failed: \(String(cString: strerror(errno)))")
        path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// A folder in memory where the system has one (`/dev/shm`), for tests that write many small stores: their
    /// syncs to disk would otherwise slow every other test's.
    package static var memory: String? {
        var status = stat()
        guard stat("/dev/shm", &status) == 0, status.st_mode & S_IFMT == S_IFDIR, access("/dev/shm", W_OK) == 0
        else { return nil }
        return "/dev/shm"
    }

    /// `path/relative`.
    package func path(_ relative: String) -> String { path + "/" + relative }

    /// Writes `text` to `relative`, creating its folders.
    @discardableResult
    package func write(_ relative: String, _ text: String) throws -> String {
        let target = path(relative)
        let folder = (target as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try text.write(toFile: target, atomically: true, encoding: .utf8)
        return target
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}

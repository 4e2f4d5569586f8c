import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh directory under the system's temporary folder, removed when the value is released.
package final class TemporaryDirectory: Sendable {
    package let path: String

    package init(prefix: String = "ritualist-test") {
        let base =
            NSTemporaryDirectory().hasSuffix("/") ? String(NSTemporaryDirectory().dropLast()) : NSTemporaryDirectory()
        var template = Array("\(base)/\(prefix)-XXXXXX".utf8CString)
        let created = template.withUnsafeMutableBufferPointer { $0.baseAddress.flatMap { mkdtemp($0) } }
        precondition(created != nil, "mkdtemp failed: \(String(cString: strerror(errno)))")
        path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
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

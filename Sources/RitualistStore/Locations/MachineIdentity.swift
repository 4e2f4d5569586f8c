import Foundation
import Primitives
import RitualistCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// This machine's id, which every change-log entry it writes carries: a UUID generated once and kept in the state
/// folder (`machine-id`, owner-only). Read the first time a change is recorded, then kept for the process.
package final class MachineIdentity: Sendable {
    package let path: String
    private let kept = Mutex<UUID?>(nil)

    /// The identity kept at `path`.
    package init(path: String) {
        self.path = path
    }

    /// The id in the file, written first when there is none. Two processes starting at once agree: the file is
    /// linked into place only when absent, and both read what won.
    package func id() throws(StoreError) -> UUID {
        if let id = kept.withLock({ $0 }) { return id }
        let id = try readOrCreate()
        kept.withLock { $0 = id }
        return id
    }

    private func readOrCreate() throws(StoreError) -> UUID {
        if let id = try read() { return id }
        do {
            try OwnerOnlyDirectory.create(parentOf: path)
        } catch {
            throw .unavailable(path: path, reason: error.description)
        }
        let temporary = TemporaryName.beside(path)
        guard OwnerOnlyFile.replace(temporary, with: UUID().text + "\n") else {
            throw .unavailable(path: path, reason: "the machine id cannot be written")
        }
        let linked = link(temporary, path) == 0 ? 0 : errno
        unlink(temporary)
        if linked != 0, linked != EEXIST { throw .unavailable(path: path, reason: SystemError.describe(linked)) }
        guard let id = try read() else { throw .unavailable(path: path, reason: "the machine id cannot be read back") }
        return id
    }

    /// The id in the file; nil when there is no file; an error when it holds something else. Read with one `read`
    /// into a small buffer: every press that records a change reads it, and Foundation's file and string APIs cost
    /// that press more than the rest of recording.
    private func read() throws(StoreError) -> UUID? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else {
            let code = errno
            guard code == ENOENT else { throw .unavailable(path: path, reason: SystemError.describe(code)) }
            return nil
        }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 64)
        #if canImport(Glibc)
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        #else
            let count = buffer.withUnsafeMutableBytes { Darwin.read(descriptor, $0.baseAddress, $0.count) }
        #endif
        var end = max(0, count)
        while end > 0, buffer[end - 1] == UInt8(ascii: "\n") || buffer[end - 1] == UInt8(ascii: " ") { end -= 1 }
        guard let id = UUID(text: String(decoding: buffer[0..<end], as: UTF8.self)) else {
            throw .unavailable(path: path, reason: "it does not hold a machine id (a UUID)")
        }
        return id
    }
}

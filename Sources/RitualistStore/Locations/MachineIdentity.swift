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
public final class MachineIdentity: Sendable {
    public let path: String
    private let kept = Mutex<UUID?>(nil)

    /// The identity kept at `path`.
    public init(path: String) {
        self.path = path
    }

    /// The id in the file, written first when there is none. Two processes starting at once agree: the file is
    /// linked into place only when absent, and both read what won.
    public func id() throws(StoreError) -> UUID {
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
        let temporary = path + ".\(getpid()).tmp"
        guard OwnerOnlyFile.replace(temporary, with: UUID().text + "\n") else {
            throw .unavailable(path: path, reason: "the machine id cannot be written")
        }
        let linked = link(temporary, path) == 0 ? 0 : errno
        unlink(temporary)
        if linked != 0, linked != EEXIST { throw .unavailable(path: path, reason: SystemError.describe(linked)) }
        guard let id = try read() else { throw .unavailable(path: path, reason: "the machine id cannot be read back") }
        return id
    }

    /// The id in the file; nil when there is no file; an error when it holds something else.
    private func read() throws(StoreError) -> UUID? {
        guard let data = FileManager.default.contents(atPath: path) else {
            guard access(path, F_OK) != 0 else {
                throw .unavailable(path: path, reason: "the machine id cannot be read")
            }
            return nil
        }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let id = UUID(text: text) else {
            throw .unavailable(path: path, reason: "it does not hold a machine id (a UUID)")
        }
        return id
    }
}

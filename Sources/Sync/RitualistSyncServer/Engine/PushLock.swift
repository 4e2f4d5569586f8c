import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// At most one push per home: an exclusive lock (`flock`) on a file in the state folder, held while a push runs and
/// released by the system when its process ends, however it ends.
package final class PushLock: Sendable {
    private let descriptor: Int32

    private init(descriptor: Int32) { self.descriptor = descriptor }

    /// The lock on `path` when no other push holds it; nil when one does. Throws when the file cannot be opened.
    package static func acquire(_ path: String) throws(SyncLockError) -> PushLock? {
        try? OwnerOnlyDirectory.create(parentOf: path)
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw SyncLockError(path: path, reason: String(cString: strerror(errno))) }
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            let reason = errno
            close(descriptor)
            guard reason == EWOULDBLOCK else {
                throw SyncLockError(path: path, reason: String(cString: strerror(reason)))
            }
            return nil
        }
        return PushLock(descriptor: descriptor)
    }

    deinit { close(descriptor) }
}

/// The push lock's file could not be opened or locked.
package struct SyncLockError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The lock file.
    package var path: String
    /// The system's words.
    package var reason: String

    package var description: String { "Cannot lock '\(path)': \(reason)." }
}

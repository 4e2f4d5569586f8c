#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Things other than regular files, made in a test's own temporary folder: what a path a person names may hold.
package enum SpecialFile: String, CaseIterable, Sendable {
    case fifo, characterDevice, socket, folder

    /// Makes one at `path`; the device is a null device of the test's own, so a write that reaches it harms nothing.
    package func make(at path: String) {
        switch self {
        case .fifo:
            precondition(mkfifo(path, 0o600) == 0, "mkfifo failed: \(String(cString: strerror(errno)))")
        case .characterDevice:
            precondition(mknod(path, S_IFCHR | 0o600, Self.nullDevice) == 0, "mknod failed (not root?)")
        case .socket:
            Self.bindSocket(at: path)
        case .folder:
            precondition(mkdir(path, 0o700) == 0, "mkdir failed")
        }
    }

    /// The name `FileKind` gives it: `a FIFO`, `a character device`, …
    package var kindName: String {
        switch self {
        case .fifo: "a FIFO"
        case .characterDevice: "a character device"
        case .socket: "a socket"
        case .folder: "a folder"
        }
    }

    /// The null device's number, major and minor as each system packs them (C's `makedev` is a macro Swift lacks).
    private static var nullDevice: dev_t {
        #if canImport(Glibc)
            dev_t(1 << 8 | 3)
        #else
            dev_t(3 << 24 | 2)
        #endif
    }

    /// A Unix-domain socket bound at `path`; the descriptor stays open for the test's life, as a listener's would.
    private static func bindSocket(at path: String) {
        #if canImport(Glibc)
            let descriptor = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = Darwin.socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        precondition(bytes.count < MemoryLayout.size(ofValue: address.sun_path), "socket path too long")
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        precondition(bound == 0, "bind failed: \(String(cString: strerror(errno)))")
    }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP port on 127.0.0.1 that accepts connections into its backlog and never answers: a server that hangs.
final class SilentListener {
    let descriptor: Int32
    let port: Int

    init() {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.descriptor = descriptor
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                precondition(bind(descriptor, socketAddress, length) == 0, "bind failed")
                precondition(listen(descriptor, 8) == 0, "listen failed")
                precondition(getsockname(descriptor, socketAddress, &length) == 0, "getsockname failed")
            }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit { close(descriptor) }
}

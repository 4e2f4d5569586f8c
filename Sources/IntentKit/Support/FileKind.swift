#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What kind of file a `stat` describes, so that only regular files are ever read as text.
package enum FileKind: Equatable {
    case regular, folder, fifo, characterDevice, blockDevice, socket, symbolicLink, unknown

    package init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .folder
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        case S_IFLNK: self = .symbolicLink
        default: self = .unknown
        }
    }

    /// `a FIFO`, `a folder`, …, for "not a regular file (it is …)".
    package var name: String {
        switch self {
        case .regular: return "a regular file"
        case .folder: return "a folder"
        case .fifo: return "a FIFO"
        case .characterDevice: return "a character device"
        case .blockDevice: return "a block device"
        case .socket: return "a socket"
        case .symbolicLink: return "a symbolic link"
        case .unknown: return "an unknown kind of file"
        }
    }
}

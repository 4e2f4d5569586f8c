#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whose files the program trusts: its own user's and root's, as OpenSSH's `StrictModes` does.
package enum FileOwner {
    /// Whether a file owned by `uid` may be trusted by this process.
    package static func isTrusted(_ uid: uid_t) -> Bool {
        uid == geteuid() || uid == 0
    }

    /// The owner of the symbolic link at `path` when it is one that another user owns; nil for anything else.
    package static func foreignLinkOwner(at path: String) -> UInt32? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK, !isTrusted(status.st_uid) else {
            return nil
        }
        return UInt32(status.st_uid)
    }

    /// The first component of `path` (the last one included) that is a symbolic link another user owns: whoever
    /// owns a link decides where it leads, so what lies behind it is theirs to choose, whatever its own mode.
    package static func foreignLink(on path: String) -> (path: String, owner: UInt32)? {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/"
            current += String(component)
            if let owner = foreignLinkOwner(at: current) { return (current, owner) }
        }
        return nil
    }
}

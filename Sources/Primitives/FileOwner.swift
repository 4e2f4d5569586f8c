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

    /// The first symbolic link another user owns that `path` goes through, the way the system resolves it: its own
    /// components (the last included) and those of every link's target. Whoever owns a link decides where it leads,
    /// so what lies behind it is theirs to choose, whatever its own mode. A loop, or more than 40 links, is left to
    /// the system to refuse.
    package static func foreignLink(on path: String) -> (path: String, owner: UInt32)? {
        var pending = path.split(separator: "/").map(String.init)
        var resolved = path.hasPrefix("/") ? "" : "."
        var links = 0
        while !pending.isEmpty {
            let component = pending.removeFirst()
            if component == "." { continue }
            if component == ".." {
                resolved = resolved.lastIndex(of: "/").map { String(resolved[..<$0]) } ?? resolved
                continue
            }
            let current = resolved + "/" + component
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK, let target = linkTarget(current)
            else {
                resolved = current
                continue
            }
            guard isTrusted(status.st_uid) else { return (current, UInt32(status.st_uid)) }
            links += 1
            guard links <= 40 else { return nil }
            if target.hasPrefix("/") { resolved = "" }
            pending = target.split(separator: "/").map(String.init) + pending
        }
        return nil
    }

    /// What the symbolic link at `path` holds; nil when `path` is not a link.
    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Refuses files and folders that another user could have written, as OpenSSH's `StrictModes` does: a
/// declaration or a configuration decides what the program runs, so it must be the user's own (or root's), and
/// writable by nobody else.
///
/// ```swift
/// if let problem = FileTrust.problem(path: path, owner: status.st_uid, mode: status.st_mode, isFolder: false) {
///     // "… is writable by others; run 'chmod go-w PATH'"
/// }
/// ```
package enum FileTrust {
    /// Why a file or folder with this owner and mode must not be read, with the fix; nil when it may be.
    package static func problem(path: String, owner: UInt32, mode: UInt32, isFolder: Bool) -> String? {
        let what = isFolder ? "folder" : "file"
        if !FileOwner.isTrusted(uid_t(owner)) {
            return "\(what) is owned by uid \(owner), not you; only your own files and root's are read"
        }
        if mode_t(mode) & (S_IWGRP | S_IWOTH) != 0 {
            let shown = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            return "\(what) is writable by others; run 'chmod go-w \(shown)'"
        }
        return nil
    }

    /// Why `path` must not be followed: one of its components (the last included) is a symbolic link another user
    /// owns, who therefore decides where it leads. Nil when it may be.
    package static func linkProblem(on path: String) -> String? {
        guard let link = FileOwner.foreignLink(on: path) else { return nil }
        return "\(link.path): symbolic link is owned by uid \(link.owner), not you; only your own links and root's "
            + "are followed"
    }
}

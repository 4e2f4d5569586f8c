#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Creates the folders the program keeps its files in, readable by their owner only.
package enum OwnerOnlyDirectory {
    /// Creates `directory` and its missing parents with mode 0700, one component at a time.
    ///
    /// A component that already exists is used as it is, unless it is a symbolic link owned by another user
    /// (neither this user nor root): such a link could send the program's files anywhere, so it is refused.
    package static func create(_ directory: String) throws(DirectoryError) {
        var current = directory.hasPrefix("/") ? "" : "."
        for component in directory.split(separator: "/") {
            // Appended as a String: `+` with a Substring is generic and costs a conformance lookup at every start.
            current += "/"
            current += String(component)
            guard mkdir(current, 0o700) != 0 else { continue }
            let code = errno
            guard code == EEXIST else { throw .cannotCreate(path: current, reason: SystemError.describe(code)) }
            if let owner = FileOwner.foreignLinkOwner(at: current) { throw .foreignLink(path: current, owner: owner) }
        }
    }

    /// Creates the folder that holds `path` (nothing for a path with no folder part).
    package static func create(parentOf path: String) throws(DirectoryError) {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return }
        try create(String(path[..<slash]))
    }
}

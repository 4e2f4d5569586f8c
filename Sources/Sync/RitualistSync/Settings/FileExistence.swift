#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether a path names anything, a broken link included (lstat), so that a file that is there but refused is
/// refused rather than skipped.
enum FileExistence {
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }
}

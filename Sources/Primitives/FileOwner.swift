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
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library's words for an `errno` value.
package enum SystemError {
    /// `No space left on device` for `ENOSPC`. Read `errno` right after the call that failed and pass it here:
    /// any later call (even a `close`) may change it.
    package static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
